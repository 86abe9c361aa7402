import type { InvoiceStatus, RevisionStatus, TicketStatus } from "@portal/shared/constants";
import { invoiceSearchPattern } from "@portal/shared/invoice-filters";
import { type GlobalSearchResponse, SEARCH_RESULTS_PER_KIND } from "@portal/shared/search-contracts";
import { and, type ColumnsSelection, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { PgColumn, SubqueryWithSelection } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Database } from "../../db/client.ts";
import { clientMatches, containsPattern } from "../../db/client-queries.ts";
import { invoiceSearchText, invoices, profiles, revisions, supportTickets } from "../../db/schema/index.ts";

/** A whole number typed in the box ("1042", "#17") matches invoice, ticket and request numbers. */
function numberIn(text: string): number | null {
  const digits = /^#?(\d{1,9})$/.exec(text.trim())?.[1];
  return digits ? Number(digits) : null;
}

/**
 * The admin's one search box: up to five newest matches per kind, with each kind's total.
 * Clients match on e-mail, name, business and phone; invoices on number, description, feature and
 * the client's e-mail; tickets and revision requests on their number, text and the client's e-mail.
 */
export async function searchEverything(db: Database, text: string): Promise<GlobalSearchResponse> {
  const pattern = containsPattern(text);
  const number = numberIn(text);
  const clientWhere = and(
    eq(profiles.role, "client"),
    or(clientMatches(text), ilike(profiles.phone, containsPattern(text.replace(/[\s()-]/g, "")))),
  );
  const invoiceWhere = or(sql`${invoiceSearchText} LIKE ${invoiceSearchPattern(text)}`, ilike(invoices.clientEmail, pattern));
  const ticketWhere = or(
    number === null ? undefined : eq(supportTickets.ticketNumber, number),
    ilike(supportTickets.subject, pattern),
    ilike(supportTickets.message, pattern),
    ilike(profiles.email, pattern),
  );
  const revisionWhere = or(
    number === null ? undefined : eq(revisions.requestNumber, number),
    ilike(revisions.description, pattern),
    ilike(profiles.email, pattern),
  );
  const [clients, invoiceRows, tickets, revisionRows] = await Promise.all([
    newestWithTotal(
      db,
      db
        .select({
          id: profiles.id,
          email: profiles.email,
          fullName: profiles.fullName,
          businessName: profiles.businessName,
          createdAt: profiles.createdAt,
        })
        .from(profiles)
        .where(clientWhere)
        .as("client_matches"),
    ),
    newestWithTotal(
      db,
      db
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          description: invoices.description,
          amountCents: invoices.amountCents,
          status: invoices.status,
          clientEmail: invoices.clientEmail,
          createdAt: invoices.createdAt,
        })
        .from(invoices)
        .where(invoiceWhere)
        .as("invoice_matches"),
    ),
    newestWithTotal(
      db,
      db
        .select({
          id: supportTickets.id,
          ticketNumber: supportTickets.ticketNumber,
          subject: supportTickets.subject,
          status: supportTickets.status,
          clientEmail: profiles.email,
          createdAt: supportTickets.createdAt,
        })
        .from(supportTickets)
        .leftJoin(profiles, eq(profiles.id, supportTickets.clientId))
        .where(ticketWhere)
        .as("ticket_matches"),
    ),
    newestWithTotal(
      db,
      db
        .select({
          id: revisions.id,
          requestNumber: revisions.requestNumber,
          description: revisions.description,
          status: revisions.status,
          clientEmail: profiles.email,
          createdAt: revisions.createdAt,
        })
        .from(revisions)
        .innerJoin(profiles, eq(profiles.id, revisions.clientId))
        .where(revisionWhere)
        .as("revision_matches"),
    ),
  ]);
  return {
    clients,
    invoices: { ...invoiceRows, items: invoiceRows.items.map((r) => ({ ...r, status: r.status as InvoiceStatus })) },
    tickets: { ...tickets, items: tickets.items.map((r) => ({ ...r, status: r.status as TicketStatus })) },
    revisions: { ...revisionRows, items: revisionRows.items.map((r) => ({ ...r, status: r.status as RevisionStatus })) },
  };
}

type Ordered = { id: PgColumn; createdAt: PgColumn };

/**
 * The newest few of one kind's matches (without their `createdAt`, which only orders them) and
 * how many match in all, both read from the same matching query.
 */
async function newestWithTotal<S extends ColumnsSelection & Ordered, A extends string>(
  db: Database,
  matching: SubqueryWithSelection<S, A>,
): Promise<{ items: Omit<SelectResultFields<S>, "createdAt">[]; total: number }> {
  // Drizzle cannot follow a generic selection through select(); the rows are the subquery's fields.
  const sq = matching as unknown as SubqueryWithSelection<Ordered, "matching">;
  const [rows, [counted]] = await Promise.all([
    db.select().from(sq).orderBy(desc(sq.createdAt), desc(sq.id)).limit(SEARCH_RESULTS_PER_KIND),
    db.select({ n: count() }).from(sq),
  ]);
  const items = rows.map(({ createdAt, ...item }) => item) as Omit<SelectResultFields<S>, "createdAt">[];
  return { items, total: counted?.n ?? 0 };
}
