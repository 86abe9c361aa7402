import { type ClientRights, isPhoneOnlyEmail, phoneOnlyEmail, type TeamMember } from "@portal/shared/company-contracts";
import { and, asc, eq, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { invitationSignInLink } from "../../auth/strong-sign-in.ts";
import type { Database } from "../../db/client.ts";
import { companyMembers, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentMailBrand } from "../../lib/current-brand.ts";
import { invitationText, languageOf } from "../notifications/index.ts";

export interface Invitation {
  email: string | null;
  fullName: string;
  phone: string | null;
  rights: ClientRights;
}

const columnsOf = (r: ClientRights) => ({
  canProject: r.project,
  canRevisions: r.revisions,
  canBilling: r.billing,
  canSupport: r.support,
});

/** The people of a company: its owner first, then the colleagues in the order they joined. */
export async function listTeam(db: Database, account: SessionUser): Promise<TeamMember[]> {
  const rows = await db
    .select({
      personId: companyMembers.personId,
      fullName: profiles.fullName,
      email: profiles.email,
      phone: profiles.phone,
      project: companyMembers.canProject,
      revisions: companyMembers.canRevisions,
      billing: companyMembers.canBilling,
      support: companyMembers.canSupport,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.personId))
    .where(eq(companyMembers.accountId, account.id))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.personId));
  const members = rows.map(({ project, revisions, billing, support, joinedAt, ...r }) => ({
    ...r,
    // Someone invited by phone alone has no e-mail to show.
    email: isPhoneOnlyEmail(r.email) ? "" : r.email,
    owner: r.personId === account.id,
    rights: { project, revisions, billing, support },
    joinedAt: joinedAt.toISOString(),
  }));
  const owner = members.find((m) => m.owner) ?? {
    // A client from before companies, with no row of their own: they are its owner.
    personId: account.id,
    fullName: account.fullName,
    email: account.email,
    phone: account.phone,
    owner: true,
    rights: { project: true, revisions: true, billing: true, support: true },
    joinedAt: account.createdAt.toISOString(),
  };
  return [owner, ...members.filter((m) => !m.owner)];
}

/**
 * Adds a colleague to the company. Someone the portal does not know yet gets a client profile and
 * the set-password e-mail (its link signs them in once they chose a password), or when invited by
 * phone alone an SMS with a sign-in link (decision 115); a client it knows
 * joins at once and finds the company in their switcher. Agency people cannot join.
 */
type Deps = Pick<AppDeps, "db" | "auth" | "providers" | "config">;

export async function inviteColleague(
  deps: Deps,
  account: SessionUser,
  inviter: SessionUser,
  input: Invitation,
): Promise<TeamMember[]> {
  const byEmail = input.email ? eq(profiles.email, input.email) : undefined;
  const byPhone = input.phone ? eq(profiles.phone, input.phone) : undefined;
  const known = await deps.db
    .select({ id: profiles.id, role: profiles.role, email: profiles.email })
    .from(profiles)
    .where(or(byEmail, byPhone));
  if (known.length > 1) throw new AppError("phone_taken", "A user with this phone number already exists.");
  const person = known[0];
  if (person && person.role !== "client") throw new AppError("not_a_client", "This person works at the agency.");
  if (person && input.email && person.email !== input.email) {
    throw new AppError("phone_taken", "A user with this phone number already exists.");
  }
  if (person?.id === account.id) throw new AppError("already_in_company", "This person is already in the company.");

  await deps.db.transaction(async (tx) => {
    let personId = person?.id;
    if (personId) {
      const mine = await tx
        .select({ accountId: companyMembers.accountId })
        .from(companyMembers)
        .where(eq(companyMembers.personId, personId));
      if (mine.some((m) => m.accountId === account.id)) {
        throw new AppError("already_in_company", "This person is already in the company.");
      }
      // A client with no row was the owner of their own account; they stay that.
      if (mine.length === 0) await tx.insert(companyMembers).values({ accountId: personId, personId, ...columnsOf(ALL) });
    } else {
      const [created] = await tx
        .insert(profiles)
        .values({
          email: input.email ?? phoneOnlyEmail(input.phone ?? ""),
          phone: input.phone,
          fullName: input.fullName,
          role: "client",
          language: inviter.language,
        })
        .returning({ id: profiles.id });
      personId = created.id;
    }
    await tx
      .insert(companyMembers)
      .values({ accountId: account.id, personId, invitedBy: inviter.id, ...columnsOf(input.rights) });
  });
  if (!person) await sendInvitation(deps, account, inviter, input);
  return listTeam(deps.db, account);
}

/**
 * Tells someone new they were invited: by e-mail, the set-password link; by phone alone, an SMS
 * with a one-time link that signs them in (decision 115).
 */
async function sendInvitation(deps: Deps, account: SessionUser, inviter: SessionUser, input: Invitation): Promise<void> {
  if (input.email) {
    await deps.auth.api.requestPasswordReset({ body: { email: input.email } });
    return;
  }
  if (!input.phone) return;
  const email = phoneOnlyEmail(input.phone);
  const link = await invitationSignInLink(deps.db, email, deps.config.publicUrl);
  const brand = await currentMailBrand(deps.db, deps.config.publicUrl);
  const company = account.businessName?.trim() || account.fullName.trim() || account.email;
  await deps.providers.sms.send(input.phone, invitationText(brand.name, company, link, languageOf(inviter.language)));
}

const ALL: ClientRights = { project: true, revisions: true, billing: true, support: true };

function refuseOwner(account: SessionUser, personId: string): void {
  if (personId === account.id) throw new AppError("company_owner_fixed", "The owner keeps every right.");
}

/** Gives a colleague other rights; the owner's are fixed. */
export async function changeRights(
  db: Database,
  account: SessionUser,
  personId: string,
  rights: ClientRights,
): Promise<TeamMember[]> {
  refuseOwner(account, personId);
  const changed = await db
    .update(companyMembers)
    .set(columnsOf(rights))
    .where(and(eq(companyMembers.accountId, account.id), eq(companyMembers.personId, personId)))
    .returning({ personId: companyMembers.personId });
  if (changed.length === 0) throw new AppError("not_found", "This person is not in the company.");
  return listTeam(db, account);
}

/**
 * Takes a colleague out of the company: from their next request they reach none of its rows (a
 * session that acted for it falls back to another of their companies). The owner cannot be removed.
 */
export async function removeColleague(db: Database, account: SessionUser, personId: string): Promise<TeamMember[]> {
  refuseOwner(account, personId);
  const removed = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.accountId, account.id), eq(companyMembers.personId, personId)))
    .returning({ personId: companyMembers.personId });
  if (removed.length === 0) throw new AppError("not_found", "This person is not in the company.");
  return listTeam(db, account);
}
