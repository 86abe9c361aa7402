import type { TicketStatus } from "@portal/shared/constants";
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { supportTicketReplies, supportTickets, supportTicketViews } from "../schema/index.ts";
import { companyAuthor, ticketCompanyAuthor } from "./company-author.ts";

export interface TicketInput {
  clientId: string;
  subject?: string | null;
  message?: string;
  status?: TicketStatus;
  revisionId?: string | null;
  attachmentFileIds?: string[];
  createdAt?: Date;
}

/** Inserts a ticket (number from the sequence); used by the demo data and by tests. */
export async function createTicketRow(db: Database, input: TicketInput) {
  const [row] = await db
    .insert(supportTickets)
    .values({
      clientId: input.clientId,
      ...companyAuthor(input.clientId),
      subject: input.subject === undefined ? "Question about my website" : input.subject,
      message: input.message ?? "Could you help me with my website, please?",
      status: input.status ?? "new",
      revisionId: input.revisionId ?? null,
      attachmentFileIds: input.attachmentFileIds ?? [],
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  return row;
}

/** Inserts a reply: from the admin `adminId`, or from the client when it is null. */
export async function createReplyRow(
  db: Database,
  input: {
    ticketId: string;
    adminId: string | null;
    message?: string;
    attachmentFileIds?: string[];
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(supportTicketReplies)
    .values({
      ticketId: input.ticketId,
      adminId: input.adminId,
      fromAdmin: input.adminId !== null,
      ...(input.adminId === null ? ticketCompanyAuthor(input.ticketId) : {}),
      message: input.message ?? "Thanks, noted.",
      attachmentFileIds: input.attachmentFileIds ?? [],
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row;
}

/** Records that `userId` last viewed the ticket at `at` (now by default). */
export async function recordTicketView(db: Database, userId: string, ticketId: string, at?: Date) {
  const lastViewedAt = at ?? sql`now()`;
  await db
    .insert(supportTicketViews)
    .values({ userId, ticketId, lastViewedAt })
    .onConflictDoUpdate({
      target: [supportTicketViews.userId, supportTicketViews.ticketId],
      set: { lastViewedAt },
    });
}
