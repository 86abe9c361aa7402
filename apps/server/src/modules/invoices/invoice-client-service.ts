import type { InvoiceClientsResponse } from "@portal/shared/invoice-contracts";
import { invoiceSearchPattern } from "@portal/shared/invoice-filters";
import { and, asc, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clientPickerOrder, clientPickerText, profiles } from "../../db/schema/index.ts";

/**
 * The digits of a phone fragment as they appear in a stored E.164 number: "050-123 4567" and
 * "+972 50 123" both look for their digits without the trunk 0. Fewer than 3 digits look for none.
 */
function phoneDigitsPattern(q: string): string | null {
  const digits = q.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 3 ? `%${digits}%` : null;
}

/**
 * One page of the clients an invoice can be made for, found by a fragment of their name, e-mail or
 * phone (any case), in natural order. The partial trigram index serves the search and the partial
 * order index the blank first page (decision 086), so it stays quick with thousands of clients.
 */
export async function searchInvoiceClients(db: Database, input: { q: string; limit: number }): Promise<InvoiceClientsResponse> {
  const text = invoiceSearchPattern(input.q);
  const digits = phoneDigitsPattern(input.q);
  const matches = text
    ? or(sql`${clientPickerText} like ${text}`, digits ? sql`${clientPickerText} like ${digits}` : undefined)
    : undefined;
  const rows = await db
    .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName, phone: profiles.phone })
    .from(profiles)
    // A literal role, so every plan can use the partial indexes (a bound parameter might not).
    .where(and(sql`${profiles.role} = 'client'`, matches))
    .orderBy(asc(clientPickerOrder), asc(profiles.id))
    .limit(input.limit + 1);
  return { clients: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
}
