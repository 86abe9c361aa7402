import type { TicketBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { padNumber } from "@portal/shared/format";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { supportTickets } from "../../db/schema/index.ts";
import { refusalsOf, refuseIfAny } from "../../lib/bulk-refusal.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";

type Deps = Pick<AppDeps, "db" | "providers">;

/**
 * Sets the status of the chosen tickets in one transaction with the rows locked: when one of them
 * is gone, nothing changes. Each client's open screens hear of their tickets' new status, as when
 * a ticket changes alone, and each ticket whose status changed gets its audit entry.
 */
export async function bulkSetTicketStatus(
  deps: Deps,
  actor: AuditActor,
  input: TicketBulkStatusRequest,
): Promise<{ changed: number }> {
  const rows = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: supportTickets.id,
        clientId: supportTickets.clientId,
        ticketNumber: supportTickets.ticketNumber,
        status: supportTickets.status,
      })
      .from(supportTickets)
      .where(inArray(supportTickets.id, input.ids))
      .for("update");
    refuseIfAny(refusalsOf(input.ids, locked));
    await tx.update(supportTickets).set({ status: input.status }).where(inArray(supportTickets.id, input.ids));
    for (const row of locked.filter((r) => r.status !== input.status)) {
      await recordAudit(tx, {
        kind: "ticket_status_changed",
        actor,
        targetId: row.id,
        targetLabel: `#${padNumber(row.ticketNumber)}`,
        person: row.clientId,
        before: { status: row.status },
        after: { status: input.status },
      });
    }
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
