import type { InvoiceStatus, RevisionStatus, TicketStatus } from "@portal/shared/constants";
import { invoiceSearchPattern } from "@portal/shared/invoice-filters";
import { type GlobalSearchResponse, SEARCH_RESULTS_PER_KIND } from "@portal/shared/search-contracts";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
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
  const [clients, clientTotal, invoiceRows, invoiceTotal, tickets, ticketTotal, revisionRows, revisionTotal] = await Promise.all([
    db
      .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, businessName: profiles.businessName })
      .from(profiles)
      .where(clientWhere)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(SEARCH_RESULTS_PER_KIND),
    total(db.select({ n: count() }).from(profiles).where(clientWhere)),
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        description: invoices.description,
        amountCents: invoices.amountCents,
        status: invoices.status,
        clientEmail: invoices.clientEmail,
      })
      .from(invoices)
      .where(invoiceWhere)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(SEARCH_RESULTS_PER_KIND),
    total(db.select({ n: count() }).from(invoices).where(invoiceWhere)),
    db
      .select({
        id: supportTickets.id,
        ticketNumber: supportTickets.ticketNumber,
        subject: supportTickets.subject,
        status: supportTickets.status,
        clientEmail: profiles.email,
      })
      .from(supportTickets)
      .leftJoin(profiles, eq(profiles.id, supportTickets.clientId))
      .where(ticketWhere)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(SEARCH_RESULTS_PER_KIND),
    total(
      db
        .select({ n: count() })
        .from(supportTickets)
        .leftJoin(profiles, eq(profiles.id, supportTickets.clientId))
        .where(ticketWhere),
    ),
    db
      .select({
        id: revisions.id,
        requestNumber: revisions.requestNumber,
        description: revisions.description,
        status: revisions.status,
        clientEmail: profiles.email,
      })
      .from(revisions)
      .innerJoin(profiles, eq(profiles.id, revisions.clientId))
      .where(revisionWhere)
      .orderBy(desc(revisions.createdAt), desc(revisions.id))
      .limit(SEARCH_RESULTS_PER_KIND),
    total(
      db.select({ n: count() }).from(revisions).innerJoin(profiles, eq(profiles.id, revisions.clientId)).where(revisionWhere),
    ),
  ]);
  return {
    clients: { items: clients, total: clientTotal },
    invoices: {
      items: invoiceRows.map((r) => ({ ...r, status: r.status as InvoiceStatus })),
      total: invoiceTotal,
    },
    tickets: { items: tickets.map((r) => ({ ...r, status: r.status as TicketStatus })), total: ticketTotal },
    revisions: {
      items: revisionRows.map((r) => ({ ...r, status: r.status as RevisionStatus })),
      total: revisionTotal,
    },
  };
}

async function total(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}
