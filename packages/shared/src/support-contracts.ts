import { z } from "zod";
import { MAX_TICKET_ATTACHMENTS, TICKET_STATUSES } from "./constants.ts";
import { messageAuthorFields } from "./message-author.ts";
import { pageInfoFields, pageQueryFields, sortContract } from "./pagination.ts";
import { withinGraphemes } from "./text-length.ts";

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;
/** Per attachment; the spec gives no size limit for ticket images, so this only guards the server. */
export const MAX_TICKET_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export { MAX_TICKET_ATTACHMENTS };

export const ticketStatusSchema = z.enum(TICKET_STATUSES);
/** Statuses in which nobody may reply any more. */
export const REPLY_BLOCKED_STATUSES: readonly string[] = ["closed", "archived"];
export function canReplyToTicket(status: string): boolean {
  return !REPLY_BLOCKED_STATUSES.includes(status);
}

/** Text fields of a new ticket (the form and the server share it; attachments travel beside it). */
export const createTicketFields = z.object({
  subject: withinGraphemes(z.string().trim().min(1, { message: "subjectRequired" }), TICKET_SUBJECT_MAX, "subjectTooLong"),
  message: withinGraphemes(z.string().trim().min(1, { message: "messageRequired" }), TICKET_MESSAGE_MAX, "messageTooLong"),
  /** An empty choice means "no related revision". */
  revisionId: z
    .union([z.uuid(), z.literal("")])
    .optional()
    .transform((v) => v || null),
});
export type CreateTicketInput = z.input<typeof createTicketFields>;
export type CreateTicketValues = z.output<typeof createTicketFields>;

export const replyFields = z.object({
  message: withinGraphemes(z.string().trim().min(1, { message: "replyRequired" }), TICKET_MESSAGE_MAX, "messageTooLong"),
});
export type ReplyInput = z.input<typeof replyFields>;

export const updateTicketStatusRequest = z.object({ status: ticketStatusSchema });

export const adminTicketFilterSchema = z.enum(["all", ...TICKET_STATUSES]);
export type AdminTicketFilter = z.infer<typeof adminTicketFilterSchema>;

export const attachmentSchema = z.object({ id: z.string(), url: z.string(), fileName: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

export const relatedRevisionSchema = z.object({
  id: z.string(),
  requestNumber: z.number(),
  description: z.string(),
});
export type RelatedRevision = z.infer<typeof relatedRevisionSchema>;

export const ticketReplySchema = z.object({
  id: z.string(),
  message: z.string(),
  author: z.enum(["client", "admin"]),
  /** The replying admin's e-mail (null for client replies, or when that admin was deleted). */
  adminEmail: z.string().nullable(),
  /** Who of the client's company wrote a client's reply, "Noa (Shapiro Yoga)" (decision 118); admins only, else null. */
  authorLabel: z.string().nullable(),
  ...messageAuthorFields,
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketDetailSchema = z.object({
  id: z.string(),
  ticketNumber: z.number(),
  clientEmail: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  /** Who of the client's company opened it, as the signed-in person sees them. */
  ...messageAuthorFields,
  status: ticketStatusSchema,
  revision: relatedRevisionSchema.nullable(),
  attachments: z.array(attachmentSchema),
  replies: z.array(ticketReplySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  ticketNumber: z.number(),
  clientEmail: z.string(),
  subject: z.string().nullable(),
  /** The first characters of the message (see `messagePreview`). */
  messagePreview: z.string(),
  status: ticketStatusSchema,
  revisionRequestNumber: z.number().nullable(),
  replyCount: z.number(),
  /** The other party replied after the viewer last opened the ticket. */
  unread: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketStatusCountsSchema = z.object(
  Object.fromEntries(["total", ...TICKET_STATUSES].map((k) => [k, z.number()])) as Record<
    "total" | (typeof TICKET_STATUSES)[number],
    z.ZodNumber
  >,
);
export type TicketStatusCounts = z.infer<typeof ticketStatusCountsSchema>;

/** An admin a ticket can be assigned to (label: full name, else e-mail). */
export const ticketAssigneeSchema = z.object({ id: z.string(), label: z.string() });
export type TicketAssignee = z.infer<typeof ticketAssigneeSchema>;
export const assignTicketRequest = z.object({ assigneeId: z.uuid().nullable() });
export const assigneesResponse = z.object({ assignees: z.array(ticketAssigneeSchema) });

/** An internal note: admins only, never sent to the client (decision 050). */
export const ticketNoteFields = z.object({
  message: withinGraphemes(z.string().trim().min(1, { message: "noteRequired" }), TICKET_MESSAGE_MAX, "messageTooLong"),
});
export type TicketNoteInput = z.input<typeof ticketNoteFields>;
export const ticketNoteSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The writer's name as it was when written (kept after that admin is deleted). */
  authorLabel: z.string(),
  createdAt: z.string(),
});
export type TicketNote = z.infer<typeof ticketNoteSchema>;

/** What admins see of a ticket beside what the client sees. */
export const adminTicketDetailSchema = ticketDetailSchema.extend({
  /** Who of the client's company opened it, "Noa (Shapiro Yoga)" (decision 118); null for an old ticket without one. */
  authorLabel: z.string().nullable(),
  assignee: ticketAssigneeSchema.nullable(),
  notes: z.array(ticketNoteSchema),
});
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;
export const adminTicketSummarySchema = ticketSummarySchema.extend({
  assignee: ticketAssigneeSchema.nullable(),
  /** Who of the client's company opened it (decision 118), as in the ticket's detail. */
  authorLabel: z.string().nullable(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;
export const ticketAssignedResponse = z.object({ id: z.string(), assignee: ticketAssigneeSchema.nullable() });

/** Whose tickets the admin list shows: everyone's, the viewer's own, or nobody's yet. */
export const TICKET_ASSIGNMENT_FILTERS = ["anyone", "me", "nobody"] as const;
export const ticketAssignmentFilterSchema = z.enum(TICKET_ASSIGNMENT_FILTERS);
export type TicketAssignmentFilter = z.infer<typeof ticketAssignmentFilterSchema>;

export const myTicketsQuery = z.object(pageQueryFields);
export const myTicketsResponse = z.object({ tickets: z.array(ticketSummarySchema), ...pageInfoFields });
/** Columns the admin's tickets sort by; newest ticket first by default. */
export const TICKET_SORT = sortContract(["number", "client", "subject", "status", "created", "updated"], {
  sort: "created",
  dir: "desc",
});
export type TicketSortKey = (typeof TICKET_SORT.keys)[number];
export const adminTicketsQuery = z.object({
  status: adminTicketFilterSchema.default("all"),
  assigned: ticketAssignmentFilterSchema.default("anyone"),
  ...pageQueryFields,
  ...TICKET_SORT.fields,
});
export const adminTicketsResponse = z.object({
  tickets: z.array(adminTicketSummarySchema),
  ...pageInfoFields,
  counts: ticketStatusCountsSchema,
});
export const unreadCountResponse = z.object({ count: z.number() });
export const supportContactResponse = z.object({ email: z.string() });
export const revisionOptionsResponse = z.object({ revisions: z.array(relatedRevisionSchema) });
