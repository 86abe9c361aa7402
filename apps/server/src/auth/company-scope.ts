import { companyNameOf } from "@portal/shared/actor-label";
import { ALL_CLIENT_RIGHTS, type ClientRights, type CompanyMembership } from "@portal/shared/company-contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { companyMembers, profiles, sessionCompanies } from "../db/schema/index.ts";
import type { CompanyCache } from "./company-cache.ts";
import type { SessionUser } from "./session-user.ts";

/** A company a person acts in: its client account (as services know their client) and their rights. */
export interface CompanyAccess extends CompanyMembership {
  /** The client account every row of the company names as its client. */
  account: SessionUser;
}

/** The companies of a person, and which one the session acts for (decision 106). */
export interface PersonCompanies {
  active: CompanyAccess;
  companies: CompanyAccess[];
}

/**
 * Reads a person's companies in one statement. A client who belongs to none (a person created
 * before companies, or outside an invitation) is the owner of their own account, as every client was
 * before (the migration gave each existing client that row). The session's choice wins when it is
 * still one of theirs; else their own company; else the first they joined.
 */
export async function companiesOf(db: Database, person: SessionUser, sessionId: string | null): Promise<PersonCompanies> {
  const rows = await db
    .select({
      accountId: companyMembers.accountId,
      project: companyMembers.canProject,
      revisions: companyMembers.canRevisions,
      billing: companyMembers.canBilling,
      support: companyMembers.canSupport,
      email: profiles.email,
      fullName: profiles.fullName,
      businessName: profiles.businessName,
      phone: profiles.phone,
      language: profiles.language,
      createdAt: profiles.createdAt,
      twoFactorEnabled: profiles.twoFactorEnabled,
      chosen: sql<boolean>`${sessionCompanies.sessionId} is not null`,
    })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.accountId))
    .leftJoin(
      sessionCompanies,
      and(sql`${sessionCompanies.sessionId} = ${sessionId}`, eq(sessionCompanies.accountId, companyMembers.accountId)),
    )
    .where(eq(companyMembers.personId, person.id))
    // Their own company first, then the others in the order they joined.
    .orderBy(
      desc(sql`${companyMembers.accountId} = ${companyMembers.personId}`),
      asc(companyMembers.createdAt),
      asc(companyMembers.accountId),
    );
  if (rows.length === 0) {
    const own = access(person, true, ALL_CLIENT_RIGHTS);
    return { active: own, companies: [own] };
  }
  const companies = rows.map((r) => {
    const owner = r.accountId === person.id;
    const account: SessionUser = {
      id: r.accountId,
      email: r.email,
      role: "client",
      agencyRole: null,
      fullName: r.fullName,
      businessName: r.businessName,
      phone: r.phone,
      language: r.language === "he" ? "he" : "en",
      createdAt: r.createdAt,
      twoFactorEnabled: r.twoFactorEnabled,
      // The company's account, not a session: it signed in with nothing.
      signedInWithPasskey: false,
    };
    const rights: ClientRights = owner
      ? ALL_CLIENT_RIGHTS
      : { project: r.project, revisions: r.revisions, billing: r.billing, support: r.support };
    return { ...access(account, owner, rights), chosen: r.chosen };
  });
  const active =
    companies.find((c) => c.chosen) ?? companies.find((c) => c.owner) ?? (companies[0] as (typeof companies)[number]);
  const strip = ({ chosen: _, ...c }: (typeof companies)[number]): CompanyAccess => c;
  return { active: strip(active), companies: companies.map(strip) };
}

function access(account: SessionUser, owner: boolean, rights: ClientRights): CompanyAccess {
  const ownerName = account.fullName || account.email;
  return { accountId: account.id, name: companyNameOf(account), ownerName, owner, rights, account };
}

/**
 * `companiesOf` through this instance's company cache (decision 121): a client's request reads
 * their companies once per session cache lifetime, or again after any change to them.
 */
export async function sessionCompaniesOf(
  deps: { db: Database; companyCache?: CompanyCache<PersonCompanies> },
  person: SessionUser,
  sessionId: string | null,
): Promise<PersonCompanies> {
  const cache = deps.companyCache;
  if (!cache) return companiesOf(deps.db, person, sessionId);
  const cached = cache.get(person.id, sessionId);
  if (cached) return cached;
  const lookup = cache.begin();
  const found = await companiesOf(deps.db, person, sessionId);
  cache.set(person.id, sessionId, found, lookup);
  return found;
}
