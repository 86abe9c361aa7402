import type { PageInfo } from "@portal/shared/pagination";
import type {
  AdminTicketDetail,
  AdminTicketSummary,
  RelatedRevision,
  TicketAssignee,
  TicketDetail,
  TicketStatusCounts,
  TicketSummary,
} from "@portal/shared/support-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { pageOf } from "./page";
import { dana, daniel } from "./session";

type Answer = HttpResponseResolver;

/** Daniel's ticket #0042 about the menu photos, with a reply he has not read. */
export const menuPhotosTicket: TicketSummary = {
  id: "c0ffee00-0042-4000-8000-000000000042",
  ticketNumber: 42,
  clientEmail: daniel.email,
  subject: "Menu photos",
  messagePreview: "The new menu photos look blurry on the phone.",
  status: "in_progress",
  revisionRequestNumber: null,
  replyCount: 1,
  unread: true,
  createdAt: "2026-11-20T08:15:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
};

/** An older, resolved one. */
export const domainTicket: TicketSummary = {
  ...menuPhotosTicket,
  id: "c0ffee00-0041-4000-8000-000000000041",
  ticketNumber: 41,
  subject: "Domain renewal",
  messagePreview: "Does the package include the domain?",
  status: "resolved",
  replyCount: 2,
  unread: false,
  createdAt: "2026-11-10T08:15:00.000Z",
};

const danaAssignee: TicketAssignee = { id: dana.id, label: dana.fullName };

/** The tickets as the admin's list shows them. */
export const adminTickets: AdminTicketSummary[] = [
  { ...menuPhotosTicket, assignee: danaAssignee, authorLabel: "Daniel Brooks (Brooks Bakery)" },
  { ...domainTicket, unread: false, assignee: null, authorLabel: null },
];

/** Ticket #0042 opened by an admin: the thread, its assignee and no internal notes yet. */
export const menuPhotosDetail: AdminTicketDetail = {
  id: menuPhotosTicket.id,
  ticketNumber: 42,
  clientEmail: daniel.email,
  subject: "Menu photos",
  message: "The new menu photos look blurry on the phone.",
  status: "in_progress",
  revision: null,
  attachments: [],
  replies: [],
  createdAt: menuPhotosTicket.createdAt,
  updatedAt: menuPhotosTicket.updatedAt,
  mine: false,
  authorName: null,
  authorLabel: null,
  assignee: danaAssignee,
  notes: [],
};

/** Ticket #0042 as Daniel opens it: his message with a photo, and the team's reply. */
export const menuPhotosForClient: TicketDetail = {
  id: menuPhotosTicket.id,
  ticketNumber: 42,
  clientEmail: daniel.email,
  subject: "Menu photos",
  message: "The new menu photos look blurry on the phone.",
  mine: true,
  authorName: null,
  status: "in_progress",
  revision: { id: "d00d0001-0001-4000-8000-000000000001", requestNumber: 1, description: "New hero photo" },
  attachments: [{ id: "att-1", url: "/api/files/att-1", fileName: "menu.jpg" }],
  replies: [
    {
      id: "reply-1",
      message: "We will upload sharper ones today.",
      author: "admin",
      adminEmail: null,
      authorLabel: null,
      mine: false,
      authorName: null,
      attachments: [],
      createdAt: "2026-11-21T10:00:00.000Z",
    },
  ],
  createdAt: menuPhotosTicket.createdAt,
  updatedAt: menuPhotosTicket.updatedAt,
};

/** The summary cards' counts of `tickets`, by status. */
function countsOf(tickets: readonly TicketSummary[]): TicketStatusCounts {
  const count = (status: TicketSummary["status"]) => tickets.filter((t) => t.status === status).length;
  return {
    total: tickets.length,
    new: count("new"),
    in_progress: count("in_progress"),
    resolved: count("resolved"),
    closed: count("closed"),
    archived: count("archived"),
  };
}

const listOf = <T>(tickets: T[], info?: Partial<PageInfo>) => ({ tickets, ...pageOf(tickets, info) });

export const supportHandlers = {
  /** `GET /api/support/tickets`: the client's own. */
  mine: (a: Answer | TicketSummary[]) =>
    http.get("/api/support/tickets", typeof a === "function" ? a : () => HttpResponse.json(listOf(a))),
  /** `GET /api/support/unread-count`. */
  unreadCount: (count: number) => http.get("/api/support/unread-count", () => HttpResponse.json({ count })),
  /** `GET /api/support/revisions`: what a ticket can be about. */
  revisionOptions: (revisions: RelatedRevision[] = []) =>
    http.get("/api/support/revisions", () => HttpResponse.json({ revisions })),
  /** `GET /api/support/tickets/:id`: one of the client's tickets with its thread. */
  myTicket: (a: Answer | TicketDetail) =>
    http.get("/api/support/tickets/:ticketId", typeof a === "function" ? a : () => HttpResponse.json(a)),
  /** `POST /api/support/tickets/:id/view`: the client has read it. */
  clientViewed: () => http.post("/api/support/tickets/:ticketId/view", () => new HttpResponse(null, { status: 204 })),
  /** `POST /api/support/tickets/:id/replies`: the client's reply (multipart). */
  reply: (a: Answer) => http.post("/api/support/tickets/:ticketId/replies", a),
  /** `POST /api/support/tickets`. */
  create: (a: Answer) => http.post("/api/support/tickets", a),
  /** `GET /api/admin/support-tickets`: every ticket with the counts per status. */
  admin: (a: Answer | AdminTicketSummary[]) =>
    http.get(
      "/api/admin/support-tickets",
      typeof a === "function" ? a : () => HttpResponse.json({ ...listOf(a), counts: countsOf(a) }),
    ),
  /** `GET /api/admin/support-tickets/assignees`. */
  assignees: () => http.get("/api/admin/support-tickets/assignees", () => HttpResponse.json({ assignees: [danaAssignee] })),
  /** `GET /api/admin/support-tickets/:id` with its ETag. */
  adminTicket: (ticket: AdminTicketDetail, etag = '"3"') =>
    http.get(`/api/admin/support-tickets/${ticket.id}`, () => HttpResponse.json(ticket, { headers: { ETag: etag } })),
  /** `POST /api/admin/support-tickets/:id/view`: the admin has read it. */
  markViewed: () => http.post("/api/admin/support-tickets/:ticketId/view", () => new HttpResponse(null, { status: 204 })),
  /** `PATCH /api/admin/support-tickets/:id`: a new status. */
  updateStatus: (a: Answer) => http.patch("/api/admin/support-tickets/:ticketId", a),
};
