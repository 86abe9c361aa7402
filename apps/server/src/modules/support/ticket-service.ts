import type { TicketStatus } from "@portal/shared/constants";
import { padNumber } from "@portal/shared/format";
import { canReplyToTicket, MAX_TICKET_ATTACHMENT_BYTES, replyFields, type TicketReply } from "@portal/shared/support-contracts";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Author } from "../../auth/author.ts";
import type { Database } from "../../db/client.ts";
import { revisions, supportTicketReplies, supportTickets, supportTicketViews } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkPrecondition, nextVersion, type Precondition, withVersion } from "../../lib/preconditions.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { deleteStoredFiles, fileUrl, type StoredFile, storeUploads } from "../files/index.ts";
import { notify } from "../notifications/index.ts";
import { type MultipartInput, parseMultipart } from "./form-input.ts";
import type { TicketViewer } from "./ticket-access.ts";
import { findVisibleTicket, visibleTicketUnread } from "./ticket-query-service.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config">;

/** Checks the images by content and stores them as the client's private files. */
function storeAttachments(deps: Deps, clientId: string, uploads: File[]): Promise<StoredFile[]> {
  return storeUploads({ db: deps.db, storage: deps.providers.storage }, uploads, {
    ownerId: clientId,
    purpose: "ticket_attachment",
    kind: "image",
    maxBytes: MAX_TICKET_ATTACHMENT_BYTES,
  });
}

/** Runs `save` with the files already stored; if it fails, the files are removed again. */
async function withStoredFiles<T>(deps: Deps, stored: StoredFile[], save: (ids: string[]) => Promise<T>): Promise<T> {
  try {
    return await save(stored.map((f) => f.id));
  } catch (error) {
    await deleteStoredFiles(
      { db: deps.db, storage: deps.providers.storage },
      stored.map((f) => f.id),
    );
    throw error;
  }
}

/** A client opens a ticket (status new, number from the sequence). */
export async function createTicket(
  deps: Deps,
  clientId: string,
  author: Author,
  input: { subject: string; message: string; revisionId: string | null },
  uploads: File[],
) {
  if (input.revisionId) {
    const [own] = await deps.db
      .select({ id: revisions.id })
      .from(revisions)
      .where(and(eq(revisions.id, input.revisionId), eq(revisions.clientId, clientId)))
      .limit(1);
    if (!own) throw new AppError("revision_not_found", "Revision not found.");
  }
  const stored = await storeAttachments(deps, clientId, uploads);
  const ticket = await withStoredFiles(deps, stored, (attachmentFileIds) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supportTickets)
        .values({
          clientId,
          subject: input.subject,
          message: input.message,
          revisionId: input.revisionId,
          attachmentFileIds,
          status: "new",
          authorId: author.id,
          authorLabel: author.label,
        })
        .returning({ id: supportTickets.id, ticketNumber: supportTickets.ticketNumber });
      await notify(tx, deps.config.notifications.timing, {
        key: `support.ticket:${row.id}`,
        kind: "ticket_created",
        to: "admins",
        data: {
          ticketId: row.id,
          number: padNumber(row.ticketNumber),
          subject: input.subject,
          client: author.label,
        },
      });
      return row;
    }),
  );
  await deps.providers.events.publish({
    type: "support.ticket.created",
    audience: "admins",
    data: { ticketId: ticket.id },
  });
  return ticket;
}

/**
 * Adds a reply to a ticket the viewer may reach: access first (404 for someone else's ticket,
 * 409 when closed or archived), then the body. The files are stored first; the reply is then
 * written under a lock on the ticket (so a concurrent close wins cleanly), and the files are
 * removed again when it cannot be written: a reply and its attachments exist together or not at all.
 */
export async function addReply(
  deps: Deps,
  viewer: TicketViewer & { email: string; author: Author },
  ticketId: string,
  form: MultipartInput,
): Promise<TicketReply> {
  const ticket = await findVisibleTicket(deps.db, viewer, ticketId);
  assertOpen(ticket.status);
  const { message } = parseMultipart(replyFields, form);
  const stored = await storeAttachments(deps, ticket.clientId, form.files);
  const fromAdmin = viewer.party === "admin";
  const reply = await withStoredFiles(deps, stored, (attachmentFileIds) =>
    deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: supportTickets.status })
        .from(supportTickets)
        .where(eq(supportTickets.id, ticket.id))
        .for("update");
      if (!locked) throw new AppError("ticket_not_found", "Ticket not found.");
      assertOpen(locked.status);
      const [row] = await tx
        .insert(supportTicketReplies)
        .values({
          ticketId: ticket.id,
          message,
          adminId: fromAdmin ? viewer.id : null,
          fromAdmin,
          // The client's colleague who wrote it (decision 118); the agency's replies name their admin.
          ...(fromAdmin ? {} : { authorId: viewer.author.id, authorLabel: viewer.author.label }),
          attachmentFileIds,
        })
        .returning();
      await tx.update(supportTickets).set({ updatedAt: sql`now()` }).where(eq(supportTickets.id, ticket.id));
      const data = { ticketId: ticket.id, number: padNumber(ticket.ticketNumber), subject: ticket.subject ?? "" };
      await notify(tx, deps.config.notifications.timing, {
        key: `support.reply:${row.id}`,
        ...(fromAdmin
          ? { kind: "ticket_reply_agency", to: ticket.clientId, data }
          : { kind: "ticket_reply_client", to: "admins", data: { ...data, client: viewer.author.label } }),
      });
      return row;
    }),
  );
  await deps.providers.events.publish({
    type: "support.ticket.reply",
    audience: fromAdmin ? ticket.clientId : "admins",
    data: { ticketId: ticket.id },
  });
  return {
    id: reply.id,
    message: reply.message,
    author: fromAdmin ? "admin" : "client",
    adminEmail: fromAdmin ? viewer.email : null,
    authorLabel: null,
    mine: true,
    authorName: null,
    attachments: stored.map((f) => ({ id: f.id, url: fileUrl(f.id), fileName: f.fileName })),
    createdAt: reply.createdAt.toISOString(),
  };
}

function assertOpen(status: string) {
  if (!canReplyToTicket(status)) {
    throw new AppError("ticket_closed", "This ticket is closed; replies are no longer possible.");
  }
}

/** Admins move a ticket to any status; the change is recorded in the audit trail. */
export async function updateTicketStatus(
  deps: Deps,
  actor: AuditActor,
  ticketId: string,
  status: TicketStatus,
  precondition?: Precondition,
) {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select(withVersion(supportTickets))
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId))
      .for("update");
    if (!before) throw new AppError("ticket_not_found", "Ticket not found.");
    await checkPrecondition(tx, precondition, before);
    const [after] = await tx
      .update(supportTickets)
      .set({ status, updatedAt: nextVersion(supportTickets.updatedAt) })
      .where(eq(supportTickets.id, ticketId))
      .returning(withVersion(supportTickets));
    if (before.status !== status) {
      await recordAudit(tx, {
        kind: "ticket_status_changed",
        actor,
        targetId: ticketId,
        targetLabel: `#${padNumber(before.ticketNumber)}`,
        person: before.clientId,
        before: { status: before.status },
        after: { status },
      });
    }
    return after;
  });
  // The client's screens, and the other admins' lists, badge and charts.
  for (const audience of [row.clientId, "admins"]) {
    await deps.providers.events.publish({ type: "support.ticket.status", audience, data: { ticketId, status } });
  }
  return { id: row.id, status: row.status as TicketStatus, updatedAt: row.updatedAt.toISOString(), version: row.version };
}

/**
 * Records that the viewer has seen the ticket now (one row per person and ticket), when it has
 * something they had not seen: reopening a read ticket writes nothing, and its read state is the
 * same either way (only the other party's messages after the last view count).
 */
export async function markTicketViewed(db: Database, viewer: TicketViewer, ticketId: string): Promise<void> {
  if (!(await visibleTicketUnread(db, viewer, ticketId))) return;
  await db
    .insert(supportTicketViews)
    .values({ userId: viewer.readerId, ticketId, lastViewedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [supportTicketViews.userId, supportTicketViews.ticketId],
      set: { lastViewedAt: sql`now()` },
    });
}
