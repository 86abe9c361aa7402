import { sql } from "drizzle-orm";

/** The company's name as decision 114's label rule gives it: business name, else full name, else e-mail. */
const companyName = (accountId: unknown) =>
  sql<string>`(select coalesce(nullif(btrim(business_name), ''), nullif(btrim(full_name), ''), email) from profiles where id = ${accountId})`;

/**
 * The company's own account as the author of a row the demo data or a test writes for a client,
 * as migration 0038 back-filled the rows written before authors were kept (decision 118).
 */
export const companyAuthor = (accountId: string) => ({ authorId: accountId, authorLabel: companyName(accountId) });

/** The same for a client's reply on a ticket: the ticket's company. */
export const ticketCompanyAuthor = (ticketId: string) => {
  const accountId = sql<string>`(select client_id from support_tickets where id = ${ticketId})`;
  return { authorId: accountId, authorLabel: companyName(accountId) };
};
