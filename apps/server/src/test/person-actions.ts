import type { AgencyRole } from "@portal/shared/agency-roles";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The set-up of the tests of an admin's action on another person's account (ending their sessions,
 * resetting their second factor; decisions 110, 114): which agency role may act on a client and on a
 * staff member, the actor for each role, and the two people acted on.
 */
export type SignedIn = Awaited<ReturnType<TestApp["signInAs"]>>;
type ProfileInput = Parameters<TestApp["signInAs"]>[0];

/** A client's account needs `users.write` (owner, admin), a staff member's `roles.write` (owner). */
const mayActOn: Record<AgencyRole, { client: boolean; staff: boolean }> = {
  owner: { client: true, staff: true },
  admin: { client: true, staff: false },
  project_manager: { client: false, staff: false },
  designer: { client: false, staff: false },
  support: { client: false, staff: false },
  accountant: { client: false, staff: false },
};

/** `[role, may]` rows for `it.each`. */
export const rolesActingOnPeople = Object.entries(mayActOn) as [AgencyRole, (typeof mayActOn)[AgencyRole]][];

/** The actor with `role`: the owner already signed in, or a new staff member named "A <role>". */
export const actorWithRole = (t: TestApp, owner: SignedIn, role: AgencyRole): Promise<SignedIn> =>
  role === "owner" ? Promise.resolve(owner) : t.signInAs({ role: "admin", agencyRole: role, fullName: `A ${role}` });

/** The two people acted on, made by `make`: a client "Carla Client" and a designer "Dov Designer". */
export async function clientAndStaff<P>(make: (input: ProfileInput) => Promise<P>): Promise<["client" | "staff", P][]> {
  const client = await make({ role: "client", fullName: "Carla Client" });
  const staff = await make({ role: "admin", agencyRole: "designer", fullName: "Dov Designer" });
  return [
    ["client", client],
    ["staff", staff],
  ];
}

/** A new test app with its owner, "Olga Owner", signed in (the actor of the `owner` row). */
export async function appWithOwner(): Promise<{ t: TestApp; owner: SignedIn }> {
  const t = await createTestApp();
  return { t, owner: await t.signInAs({ role: "admin", agencyRole: "owner", fullName: "Olga Owner" }) };
}
