import type { TicketBulkAssignRequest, TicketBulkStatusRequest } from "@portal/shared/bulk-contracts";
import { padNumber } from "@portal/shared/format";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Transaction } from "../../db/client.ts";
import { supportTickets } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { refusalsOf, refuseIfAny } from "../../lib/bulk-refusal.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { listAssignees } from "./ticket-desk-service.ts";

type Deps = Pick<AppDeps, "db" | "providers">;

/** The chosen tickets, locked for the bulk change; refused (`bulk_refused`) when one of them is gone. */
async function lockChosenTickets(tx: Transaction, ids: string[]) {
  const locked = await tx
    .select({
      id: supportTickets.id,
      clientId: supportTickets.clientId,
      ticketNumber: supportTickets.ticketNumber,
      status: supportTickets.status,
      assignedAdminId: supportTickets.assignedAdminId,
    })
    .from(supportTickets)
    .where(inArray(supportTickets.id, ids))
    .for("update");
  refuseIfAny(refusalsOf(ids, locked));
  return locked;
}

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
    const locked = await lockChosenTickets(tx, input.ids);
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
    for (const audience of [row.clientId, "admins"]) {
      await deps.providers.events.publish({
        type: "support.ticket.status",
        audience,
        data: { ticketId: row.id, status: input.status },
      });
    }
  }
  return { changed: rows.length };
}

/**
 * Assigns the chosen tickets to one admin, or to nobody, in one transaction with the rows locked:
 * when the assignee is not an admin (`assignee_not_admin`) or a ticket is gone (`bulk_refused`),
 * nothing changes. Each ticket whose assignee changed gets its audit entry, and the admins'
 * screens (lists, the "assigned to me" badge) hear of every chosen ticket, as when one is assigned.
 */
export async function bulkAssignTickets(
  deps: Deps,
  actor: AuditActor,
  input: TicketBulkAssignRequest,
): Promise<{ changed: number }> {
  const changed = await deps.db.transaction(async (tx) => {
    const admins = await listAssignees(tx);
    const label = (id: string | null) => admins.find((a) => a.id === id)?.label ?? null;
    if (input.assigneeId && !label(input.assigneeId)) {
      throw new AppError("assignee_not_admin", "Tickets can only be assigned to an admin.");
    }
    const locked = await lockChosenTickets(tx, input.ids);
    const moving = locked.filter((row) => row.assignedAdminId !== input.assigneeId);
    if (moving.length > 0) {
      await tx
        .update(supportTickets)
        .set({ assignedAdminId: input.assigneeId })
        .where(
          inArray(
            supportTickets.id,
            moving.map((row) => row.id),
          ),
        );
    }
    for (const row of moving) {
      await recordAudit(tx, {
        kind: "ticket_assigned",
        actor,
        targetId: row.id,
        targetLabel: `#${padNumber(row.ticketNumber)}`,
        person: row.clientId,
        before: { assignee: label(row.assignedAdminId) },
        after: { assignee: label(input.assigneeId) },
      });
    }
    return locked.length;
  });
  for (const ticketId of input.ids) {
    await deps.providers.events.publish({ type: "support.ticket.assigned", audience: "admins", data: { ticketId } });
  }
  return { changed };
}
