import type { AgencyRole } from "@portal/shared/agency-roles";
import type { Role } from "@portal/shared/constants";
import type { Database } from "../client.ts";
import { profiles } from "../schema/index.ts";

let sequence = 0;
/** A phone nobody else has in this process: +1 555 2xx xxxx. */
function uniqueUsPhone(): string {
  sequence += 1;
  const n = (Date.now() % 100_000) * 100 + (sequence % 100);
  return `+1555${String(2_000_000 + (n % 8_000_000)).padStart(7, "0")}`;
}

export interface ProfileInput {
  email?: string;
  phone?: string | null;
  role?: Role;
  /** An admin's role in the agency; an admin without one is an owner (as every admin was before roles). */
  agencyRole?: AgencyRole;
  fullName?: string;
  businessName?: string | null;
}

/** Inserts a person; used by the demo data and by tests. */
export async function createProfile(db: Database, input: ProfileInput = {}) {
  const phone = input.phone === undefined ? uniqueUsPhone() : input.phone;
  const [row] = await db
    .insert(profiles)
    .values({
      email: input.email ?? `user-${crypto.randomUUID()}@example.test`,
      phone,
      role: input.role ?? "client",
      agencyRole: input.role === "admin" ? (input.agencyRole ?? "owner") : null,
      fullName: input.fullName ?? "Test Person",
      businessName: input.businessName === undefined ? null : input.businessName,
      phoneVerified: false,
    })
    .returning();
  return row;
}
