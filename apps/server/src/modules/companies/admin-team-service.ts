import { companyNameOf } from "@portal/shared/actor-label";
import type { AdminTeamResponse } from "@portal/shared/company-contracts";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companyMembers, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type CompanyAccount, listTeam } from "./team-service.ts";

/** The client account an admin manages the team of; anyone else (staff, nobody) answers 404. */
export async function companyAccount(db: Database, clientId: string): Promise<CompanyAccount> {
  const [row] = await db
    .select({
      id: profiles.id,
      role: profiles.role,
      email: profiles.email,
      fullName: profiles.fullName,
      businessName: profiles.businessName,
      phone: profiles.phone,
      language: profiles.language,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, clientId))
    .limit(1);
  if (row?.role !== "client") throw new AppError("user_not_found", "User not found.");
  const { role: _, language, ...account } = row;
  return { ...account, language: language === "he" ? "he" : "en" };
}

/**
 * A client's team for the admin's client page (decision 114). A person who owns no company but is
 * a colleague in others (someone invited, with no company of their own) has no people to list.
 */
export async function adminTeam(db: Database, clientId: string): Promise<AdminTeamResponse> {
  const account = await companyAccount(db, clientId);
  const memberships = await db
    .select({
      accountId: companyMembers.accountId,
      email: profiles.email,
      fullName: profiles.fullName,
      businessName: profiles.businessName,
    })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.accountId))
    .where(eq(companyMembers.personId, clientId))
    .orderBy(asc(companyMembers.createdAt));
  const colleagueOf = memberships
    .filter((m) => m.accountId !== clientId)
    .map((m) => ({ accountId: m.accountId, name: companyNameOf(m) }));
  const ownsCompany = memberships.length === 0 || memberships.some((m) => m.accountId === clientId);
  return { members: ownsCompany ? await listTeam(db, account) : [], colleagueOf };
}
