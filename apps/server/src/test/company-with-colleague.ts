import { companyMembers } from "../db/schema/index.ts";
import { createActiveSubscription, createProject } from "../db/seed/projects-factories.ts";
import type { TestApp } from "./test-app.ts";

type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
type Rights = { canProject: boolean; canRevisions: boolean; canBilling: boolean; canSupport: boolean };

const ALL_RIGHTS: Rights = { canProject: true, canRevisions: true, canBilling: true, canSupport: true };

/**
 * The people of the tests of who wrote what in a client company (decisions 118, 124, 128): the
 * owner Dana Shapiro of "Shapiro Yoga" (premium, a project with a demo), her colleague made from
 * `colleague` with `rights`, a member of another company ("Eli Stranger", every right) and an admin.
 */
export async function companyWithColleague(
  t: TestApp,
  colleague: { fullName: string },
  rights: Partial<Rights> = ALL_RIGHTS,
): Promise<{ owner: Person; colleague: Person; stranger: Person; admin: Person }> {
  const owner = await t.signInAs({ businessName: "Shapiro Yoga", fullName: "Dana Shapiro" });
  await createActiveSubscription(t.database.db, owner.user, 30);
  await createProject(t.database.db, owner.user.id, { demoUrl: "https://demo.example.com" });
  const member = await t.signInAs(colleague);
  const given = { canProject: false, canRevisions: false, canBilling: false, canSupport: false, ...rights };
  await t.database.db.insert(companyMembers).values({ accountId: owner.user.id, personId: member.user.id, ...given });
  const otherOwner = await t.signInAs({ businessName: "Other Co" });
  const stranger = await t.signInAs({ fullName: "Eli Stranger" });
  await t.database.db.insert(companyMembers).values({ accountId: otherOwner.user.id, personId: stranger.user.id, ...ALL_RIGHTS });
  const admin = await t.signInAs({ role: "admin" });
  return { owner, colleague: member, stranger, admin };
}
