import { formatCents } from "@portal/shared/format";
import type { GlobalSearchResponse, SearchKind } from "@portal/shared/search-contracts";

/** One line of the results: what it says, and the screen it opens. */
export interface SearchResult {
  key: string;
  kind: SearchKind;
  title: string;
  detail: string;
  status?: string;
  href: string;
}

export const SEARCH_KINDS: SearchKind[] = ["clients", "invoices", "tickets", "revisions"];

/** The list that can show every match of a kind, where that list has a search of its own. */
export function fullListOf(kind: SearchKind, text: string): string | null {
  const q = encodeURIComponent(text.trim());
  if (kind === "clients") return `/admin/users?search=${q}`;
  if (kind === "invoices") return `/admin/invoices?search=${q}`;
  return null;
}

/** The answer as lines per kind, each with the screen that shows it. */
export function resultsByKind(data: GlobalSearchResponse): Record<SearchKind, SearchResult[]> {
  return {
    clients: data.clients.items.map((c) => ({
      key: `client-${c.id}`,
      kind: "clients",
      title: c.fullName || c.email,
      detail: [c.businessName, c.email].filter(Boolean).join(" · "),
      href: `/admin/users/${c.id}`,
    })),
    invoices: data.invoices.items.map((i) => ({
      key: `invoice-${i.id}`,
      kind: "invoices",
      title: `${i.invoiceNumber} · ${i.description}`,
      detail: `${formatCents(i.amountCents)} · ${i.clientEmail}`,
      status: `invoices:status.${i.status}`,
      href: `/admin/invoices?search=${encodeURIComponent(i.invoiceNumber)}`,
    })),
    tickets: data.tickets.items.map((x) => ({
      key: `ticket-${x.id}`,
      kind: "tickets",
      title: `#${x.ticketNumber}${x.subject ? ` · ${x.subject}` : ""}`,
      detail: x.clientEmail ?? "",
      status: `support:status.${x.status}`,
      href: `/admin/support-tickets?ticket=${x.id}`,
    })),
    revisions: data.revisions.items.map((r) => ({
      key: `revision-${r.id}`,
      kind: "revisions",
      title: `#${r.requestNumber} · ${r.description}`,
      detail: r.clientEmail,
      status: `revisions:status.${r.status}`,
      href: `/admin/revisions/${r.id}`,
    })),
  };
}
