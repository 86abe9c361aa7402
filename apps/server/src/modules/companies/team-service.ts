import { companyNameOf } from "@portal/shared/actor-label";
import type { AuditValues } from "@portal/shared/audit-contracts";
import { type ClientRights, isPhoneOnlyEmail, phoneOnlyEmail, type TeamMember } from "@portal/shared/company-contracts";
import { and, asc, eq, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { publishCompaniesChanged } from "../../auth/company-cache.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { invitationSignInLink } from "../../auth/strong-sign-in.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { companyMembers, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentMailBrand } from "../../lib/current-brand.ts";
import { checkPrecondition, MISSING_VERSION, nextVersion, type Precondition, versionOf } from "../../lib/preconditions.ts";
import { type AuditActor, changedFields, personLabel, recordAudit } from "../audit/index.ts";
import { invitationText, languageOf } from "../notifications/index.ts";

/** The company's client account, as the team's services need it. */
export type CompanyAccount = Pick<SessionUser, "id" | "email" | "fullName" | "businessName" | "phone" | "language" | "createdAt">;

/**
 * Who changes the team (the owner, or an admin; decision 114) as the audit trail names them, and
 * the version of the colleague's row the change was made from (an admin's screen sends it).
 */
export interface TeamChange {
  actor: AuditActor;
  precondition?: Precondition;
}

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
export async function listTeam(db: Database, account: CompanyAccount): Promise<TeamMember[]> {
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
      version: versionOf(companyMembers.updatedAt),
    })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.personId))
    .where(eq(companyMembers.accountId, account.id))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.personId));
  const members = rows.map(({ project, revisions, billing, support, joinedAt, version, ...r }) => ({
    ...r,
    etag: `"${version}"`,
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
    etag: `"${MISSING_VERSION}"`,
  };
  return [owner, ...members.filter((m) => !m.owner)];
}

/**
 * Adds a colleague to the company. Someone the portal does not know yet gets a client profile and
 * the set-password e-mail (its link signs them in once they chose a password), or when invited by
 * phone alone an SMS with a sign-in link (decision 115); a client it knows joins at once and finds
 * the company in their switcher. Agency people cannot join.
 */
export async function inviteColleague(
  deps: InviteDeps,
  account: CompanyAccount,
  change: TeamChange,
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

  const joined = await deps.db.transaction(async (tx) => {
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
          language: account.language,
        })
        .returning({ id: profiles.id });
      personId = created.id;
    }
    await tx
      .insert(companyMembers)
      .values({ accountId: account.id, personId, invitedBy: change.actor.id, ...columnsOf(input.rights) });
    await audit(
      tx,
      "colleague_invited",
      account,
      change,
      { id: personId, email: input.email ?? input.phone ?? "", fullName: input.fullName },
      { after: { email: input.email, phone: input.phone, ...input.rights } },
    );
    return personId;
  });
  await publishCompaniesChanged(deps.providers.events, joined, account.id);
  if (!person) await sendInvitation(deps, account, input);
  return listTeam(deps.db, account);
}

type InviteDeps = Pick<AppDeps, "db" | "auth" | "providers" | "config">;
/** What a change of a colleague needs: the database, and the bus that tells every instance's company cache. */
type TeamDeps = Pick<AppDeps, "db" | "providers">;

/**
 * Tells someone new they were invited: by e-mail, the set-password link; by phone alone, an SMS
 * with a one-time link that signs them in (decision 115).
 */
async function sendInvitation(deps: InviteDeps, account: CompanyAccount, input: Invitation): Promise<void> {
  if (input.email) {
    await deps.auth.api.requestPasswordReset({ body: { email: input.email } });
    return;
  }
  if (!input.phone) return;
  const link = await invitationSignInLink(deps.db, phoneOnlyEmail(input.phone), deps.config.publicUrl);
  const brand = await currentMailBrand(deps.db, deps.config.publicUrl);
  const text = invitationText(brand.name, companyNameOf(account), link, languageOf(account.language));
  await deps.providers.sms.send(input.phone, text);
}

const ALL: ClientRights = { project: true, revisions: true, billing: true, support: true };

function refuseOwner(account: CompanyAccount, personId: string): void {
  if (personId === account.id) throw new AppError("company_owner_fixed", "The owner keeps every right.");
}

/** Records a team change (decision 114): about the colleague, in the company account's history. */
async function audit(
  tx: Transaction,
  kind: "colleague_invited" | "colleague_rights_changed" | "colleague_removed",
  account: CompanyAccount,
  change: TeamChange,
  colleague: { id: string; email: string; fullName: string },
  values: { before?: AuditValues; after?: AuditValues },
): Promise<void> {
  await recordAudit(tx, {
    kind,
    actor: change.actor,
    targetId: `${account.id}/${colleague.id}`,
    targetLabel: `${personLabel(colleague)} · ${companyNameOf(account)}`,
    person: { id: account.id, label: personLabel(account) },
    before: values.before ?? null,
    after: values.after ?? null,
  });
}

/** Locks the colleague's row and checks the version the change was made from. */
async function lockColleague(tx: Transaction, account: CompanyAccount, personId: string, change: TeamChange) {
  refuseOwner(account, personId);
  const [row] = await tx
    .select({
      email: profiles.email,
      fullName: profiles.fullName,
      project: companyMembers.canProject,
      revisions: companyMembers.canRevisions,
      billing: companyMembers.canBilling,
      support: companyMembers.canSupport,
      updatedAt: companyMembers.updatedAt,
      version: versionOf(companyMembers.updatedAt),
    })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.personId))
    .where(and(eq(companyMembers.accountId, account.id), eq(companyMembers.personId, personId)))
    .for("update", { of: companyMembers });
  if (!row) throw new AppError("not_found", "This person is not in the company.");
  await checkPrecondition(tx, change.precondition, row);
  const { project, revisions, billing, support } = row;
  return {
    colleague: { id: personId, email: row.email, fullName: row.fullName },
    rights: { project, revisions, billing, support },
  };
}

/** Gives a colleague other rights; the owner's are fixed. */
export async function changeRights(
  deps: TeamDeps,
  account: CompanyAccount,
  change: TeamChange,
  personId: string,
  rights: ClientRights,
): Promise<TeamMember[]> {
  await deps.db.transaction(async (tx) => {
    const { colleague, rights: before } = await lockColleague(tx, account, personId, change);
    await tx
      .update(companyMembers)
      .set({ ...columnsOf(rights), updatedAt: nextVersion(companyMembers.updatedAt) })
      .where(and(eq(companyMembers.accountId, account.id), eq(companyMembers.personId, personId)));
    await audit(tx, "colleague_rights_changed", account, change, colleague, changedFields(before, rights));
  });
  await publishCompaniesChanged(deps.providers.events, personId, account.id);
  return listTeam(deps.db, account);
}

/**
 * Takes a colleague out of the company: from their next request they reach none of its rows (a
 * session that acted for it falls back to another of their companies). The owner cannot be removed.
 */
export async function removeColleague(
  deps: TeamDeps,
  account: CompanyAccount,
  change: TeamChange,
  personId: string,
): Promise<TeamMember[]> {
  await deps.db.transaction(async (tx) => {
    const { colleague, rights } = await lockColleague(tx, account, personId, change);
    await tx.delete(companyMembers).where(and(eq(companyMembers.accountId, account.id), eq(companyMembers.personId, personId)));
    await audit(tx, "colleague_removed", account, change, colleague, { before: rights });
  });
  await publishCompaniesChanged(deps.providers.events, personId, account.id);
  return listTeam(deps.db, account);
}
