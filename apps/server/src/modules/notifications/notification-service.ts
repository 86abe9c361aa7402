import { NEW_FEATURE_WINDOW_MS } from "@portal/shared/constants";
import type { NotificationCounts } from "@portal/shared/notification-contracts";
import { and, count, eq, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { sessionCompaniesOf } from "../../auth/company-scope.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Database } from "../../db/client.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import { adminRevisionViews, clientInvoiceViews, invoices, revisions } from "../../db/schema/index.ts";
import { unreadCommentThreadsCount } from "../revisions/index.ts";
import { assignedOpenTicketsCount, unreadTicketsCount, viewerOf } from "../support/index.ts";
import { maintainedAdminBadges, newFeaturesCount } from "./admin-badges.ts";

/**
 * The sidebar's badges. Clients (each person of a company their own): invoices they have not opened, tickets with unseen admin
 * replies and revision comments with unseen agency replies. Admins: revisions they have not
 * opened, revision comments with unseen client replies, purchases of the last 24 hours not yet
 * completed, tickets with unseen client replies, and open tickets assigned to them. Every open
 * page refetches them, so all the counts are one statement (one round trip, one connection); an
 * admin's are one read of the row that triggers keep (decision 088).
 */
export async function notificationCountsFor(
  deps: Pick<AppDeps, "db" | "companyCache">,
  user: SessionUser,
  sessionId: string | null = null,
  now = new Date(),
): Promise<NotificationCounts> {
  const { db } = deps;
  if (user.role === "admin") {
    const maintained = await maintainedAdminBadges(db, user.id, now);
    if (maintained) return { role: "admin", ...maintained };
  }
  if (user.role === "client") {
    // The session's company's rows, read by this person, as far as their rights go (decision 115).
    const { active } = await sessionCompaniesOf(deps, user, sessionId);
    const [row] = await clientBadgesQuery(db, undefined).execute({ clientId: active.accountId, readerId: user.id });
    const { billing, support, revisions } = active.rights;
    return {
      role: "client",
      invoices: billing ? (row?.invoices ?? 0) : 0,
      support: support ? (row?.support ?? 0) : 0,
      commentReplies: revisions ? (row?.commentReplies ?? 0) : 0,
    };
  }
  const viewer = viewerOf(user);
  const tickets = unreadTicketsCount(db, viewer);
  const commentReplies = unreadCommentThreadsCount(db, viewer);
  // Only an admin without a maintained row (none after migration 0023) is counted the long way.
  const unviewedRevisions = db
    .select({ value: count() })
    .from(revisions)
    .leftJoin(adminRevisionViews, and(eq(adminRevisionViews.revisionId, revisions.id), eq(adminRevisionViews.adminId, user.id)))
    .where(isNull(adminRevisionViews.revisionId));
  const n = await countsInOneStatement(db, {
    revisions: unviewedRevisions,
    commentReplies,
    features: newFeaturesCount(db, new Date(now.getTime() - NEW_FEATURE_WINDOW_MS)),
    tickets,
    assignedTickets: assignedOpenTicketsCount(db, user.id),
  });
  return { role: "admin", ...n };
}

/**
 * A client's three badges as columns of one statement, built once and kept as a named statement
 * (no drizzle build or planning per request): the read of their own profile row carries them.
 */
const clientBadgesQuery = preparedPerShape(
  () => "client",
  (db) => {
    const clientId = sql.placeholder("clientId");
    const readerId = sql.placeholder("readerId") as unknown as string;
    const viewer = { id: clientId as unknown as string, party: "client" as const, readerId };
    const unviewedInvoices = db
      .select({ value: count() })
      .from(invoices)
      .leftJoin(clientInvoiceViews, and(eq(clientInvoiceViews.invoiceId, invoices.id), eq(clientInvoiceViews.clientId, readerId)))
      .where(and(eq(invoices.clientId, clientId), isNull(clientInvoiceViews.invoiceId)));
    return db
      .select({
        invoices: sql<number>`(${unviewedInvoices})`.mapWith(Number),
        support: sql<number>`(${unreadTicketsCount(db, viewer)})`.mapWith(Number),
        commentReplies: sql<number>`(${unreadCommentThreadsCount(db, viewer)})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`)
      .prepare("client_badges");
  },
);

/** Runs each one-number query as a column of one `SELECT`; the numbers by the same names. */
async function countsInOneStatement<K extends string>(db: Database, queries: Record<K, SQLWrapper>): Promise<Record<K, number>> {
  const names = Object.keys(queries) as K[];
  const columns = sql.join(
    names.map((name) => sql`(${queries[name]}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns}`);
  const row = result.rows[0] as Record<K, number | string>;
  return Object.fromEntries(names.map((name) => [name, Number(row[name])])) as Record<K, number>;
}
