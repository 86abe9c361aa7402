import type { TicketBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { supportTickets } from "../../db/schema/index.ts";
import { refusalsOf, refuseIfAny } from "../../lib/bulk-refusal.ts";

type Deps = Pick<AppDeps, "db" | "providers">;

/**
 * Sets the status of the chosen tickets in one transaction with the rows locked: when one of them
 * is gone, nothing changes. Each client's open screens hear of their tickets' new status, as when
 * a ticket changes alone.
 */
export async function bulkSetTicketStatus(deps: Deps, input: TicketBulkStatusRequest): Promise<{ changed: number }> {
  const rows = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: supportTickets.id, clientId: supportTickets.clientId })
      .from(supportTickets)
      .where(inArray(supportTickets.id, input.ids))
      .for("update");
    refuseIfAny(refusalsOf(input.ids, locked));
    await tx.update(supportTickets).set({ status: input.status }).where(inArray(supportTickets.id, input.ids));
    return locked;
  });
  for (const row of rows) {
    await deps.providers.events.publish({
      type: "support.ticket.status",
      audience: row.clientId,
      data: { ticketId: row.id, status: input.status },
    });
  }
  return { changed: rows.length };
}
