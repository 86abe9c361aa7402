import { type AgencyRole, type Capability, grantOf } from "@portal/shared/agency-roles";
import { isPhoneOnlyEmail } from "@portal/shared/company-contracts";
import type { NotificationCategory, NotificationMode } from "@portal/shared/notification-contracts";
import { checkedPayload, type NotificationKind, type NotificationOf } from "@portal/shared/notification-payloads";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { checkAssigned } from "../../auth/assigned-scope.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { agencySettings, companyMembers, notificationOutbox, notificationPreferences, profiles } from "../../db/schema/index.ts";
import { NOTIFICATION_KINDS } from "./catalog.ts";

/** How notifications are timed: the digest window and the hour of the daily digest (in the agency's time zone). */
export interface NotificationTiming {
  digestMinutes: number;
  dailyHour: number;
}

/** One event to notify of: its key, who hears it, and the payload of its kind. */
export type NotificationEvent<K extends NotificationKind = NotificationKind> = {
  [P in K]: { key: string; to: string | "admins" } & NotificationOf<P>;
}[K];

/**
 * Writes the outbox rows of one event inside the caller's transaction, so the change and its
 * notification exist together or not at all. `to` is the client concerned (its company's people whose
 * rights cover the category hear it too), or "admins".
 * A repeated event key adds nothing (one message per person and event). People who chose "off"
 * for the category get no row; "daily" rows wait for the next digest hour; instant rows are due
 * now, or at the end of the digest window after the person's last e-mail, so a burst is batched.
 * The payload is checked against its kind's schema first: a wrong one throws, and the change with it.
 */
export async function notify(tx: Transaction | Database, timing: NotificationTiming, event: NotificationEvent): Promise<void> {
  const spec = NOTIFICATION_KINDS[event.kind];
  const data = checkedPayload(event.kind, event.data);
  const people = await tx
    .select({
      id: profiles.id,
      email: profiles.email,
      mode: notificationPreferences.mode,
      smsUrgent: profiles.smsUrgent,
      phone: profiles.phone,
      agencyRole: profiles.agencyRole,
    })
    .from(profiles)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, profiles.id), eq(notificationPreferences.category, spec.category)),
    )
    .where(event.to === "admins" ? eq(profiles.role, "admin") : peopleOfClient(tx, event.to, spec.category));
  const heard = await staffWhoHear(tx, spec.heardWith, data, people);
  const rows = heard.flatMap((person) => {
    const mode = (person.mode ?? "instant") as NotificationMode;
    const base = { recipientId: person.id, eventKey: event.key, kind: event.kind, category: spec.category, data };
    // Someone invited by phone alone has no mailbox (decision 115).
    const mail =
      mode === "off" || isPhoneOnlyEmail(person.email)
        ? []
        : [{ ...base, channel: "email", dueAt: dueAt(mode, person.id, timing) }];
    const text = spec.urgent && person.smsUrgent && person.phone ? [{ ...base, channel: "sms", dueAt: sql`now()` }] : [];
    return [...mail, ...text];
  });
  if (rows.length === 0) return;
  await tx.insert(notificationOutbox).values(rows).onConflictDoNothing();
}

/**
 * Of the people selected, those who hear the kind (decision 119): everyone for a client's kind;
 * for an agency kind, staff whose role holds one of its capabilities on every row, or only on
 * assigned projects (a designer) when the payload's revision is of a project assigned to them.
 */
async function staffWhoHear<P extends { id: string; agencyRole: AgencyRole | null }>(
  tx: Transaction | Database,
  heardWith: readonly Capability[] | undefined,
  data: unknown,
  people: P[],
): Promise<P[]> {
  if (!heardWith) return people;
  const revisionId = (data as { revisionId?: string }).revisionId;
  const heard = await Promise.all(
    people.map(async (person) => {
      const grants = heardWith.map((capability) => grantOf(person.agencyRole, capability));
      if (grants.includes("all")) return true;
      if (!grants.includes("assigned") || !revisionId) return false;
      return checkAssigned(tx, "revision", revisionId, person.id);
    }),
  );
  return people.filter((_, i) => heard[i]);
}

/**
 * Who hears a client's notification (decision 115): the client account's own person and every
 * colleague of that company whose rights cover the category, each by their own preferences.
 */
function peopleOfClient(tx: Transaction | Database, accountId: string, category: NotificationCategory): SQL | undefined {
  const right = RIGHT_OF_CATEGORY[category];
  const colleagues = tx
    .select({ id: companyMembers.personId })
    .from(companyMembers)
    .where(and(eq(companyMembers.accountId, accountId), right));
  return or(eq(profiles.id, accountId), inArray(profiles.id, colleagues));
}

/** The right a colleague needs to hear of a category: what the screen it links to asks. */
const RIGHT_OF_CATEGORY: Record<NotificationCategory, SQL | undefined> = {
  invoices: eq(companyMembers.canBilling, true),
  billing: eq(companyMembers.canBilling, true),
  support: eq(companyMembers.canSupport, true),
  projects: or(eq(companyMembers.canProject, true), eq(companyMembers.canRevisions, true)),
  // Admin categories: a client never hears these.
  revisions: sql`false`,
  purchases: sql`false`,
  alerts: sql`false`,
};

/** The agency's time zone as stored when the statement runs (UTC before the settings row exists). */
const agencyZone = sql`coalesce((select ${agencySettings.region}->>'timeZone' from ${agencySettings} where ${agencySettings.id} = 1), 'UTC')`;

function dueAt(mode: NotificationMode, recipientId: string, timing: NotificationTiming) {
  if (mode === "daily") {
    // The next time the clock shows the digest hour in the agency's time zone.
    const hour = `${timing.dailyHour} hours`;
    return sql`(date_trunc('day', now() at time zone ${agencyZone} - interval ${sql.raw(`'${hour}'`)}) + interval '1 day' + interval ${sql.raw(`'${hour}'`)}) at time zone ${agencyZone}`;
  }
  const window = sql.raw(`'${timing.digestMinutes} minutes'`);
  return sql`greatest(now(), coalesce((select max(o.sent_at) from notification_outbox o where o.recipient_id = ${recipientId} and o.channel = 'email'), '-infinity'::timestamptz) + interval ${window})`;
}

/** Pending rows (the outbox depth gauge). */
export async function pendingCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.status, ["pending"]));
  return row?.n ?? 0;
}

/** How an admin e-mail names a client: business name, else full name, else e-mail. */
export async function clientLabel(tx: Transaction | Database, clientId: string): Promise<string> {
  const [person] = await tx
    .select({ email: profiles.email, fullName: profiles.fullName, businessName: profiles.businessName })
    .from(profiles)
    .where(eq(profiles.id, clientId));
  return person?.businessName || person?.fullName || person?.email || "";
}
