import type { CommentThread } from "@portal/shared/comment-workflow";
import type {
  MyRevisionsResponse,
  Revision,
  RevisionAnnotation,
  RevisionClient,
  SubmitRevisionResponse,
} from "@portal/shared/revision-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { pageOf } from "./page";
import { danielsProject } from "./projects";
import { daniel } from "./session";

/** Daniel's first revision request: a new hero photo, no pins. */
export const heroPhotoRevision: Revision = {
  id: "d00d0001-0001-4000-8000-000000000001",
  clientId: daniel.id,
  projectId: danielsProject.id,
  requestNumber: 1,
  description: "Please use the photo of the sourdough loaf on the home page.",
  status: "in_progress",
  screenshotUrl: null,
  images: [],
  annotations: [],
  comments: [],
  authorLabel: null,
  mine: true,
  authorName: null,
  createdAt: "2026-11-18T12:00:00.000Z",
};

/** A pin of Daniel's on the demo's home page, made 1280 px wide on a page 2000 px high. */
const pin = (id: string, comment: string, changes: Partial<RevisionAnnotation> = {}): RevisionAnnotation => ({
  id,
  x: 640,
  y: 300,
  comment,
  mode: "desktop",
  timestamp: "2026-11-20T09:00:00.000Z",
  viewportWidth: 1280,
  documentHeight: 2000,
  page: "/",
  ...changes,
});

/** A pin's workflow: its status and replies, as the client sees them. */
const threadFor = (annotationId: string, changes: Partial<CommentThread> = {}): CommentThread => ({
  annotationId,
  status: "open",
  etag: '"1"',
  replies: [],
  unread: false,
  ...changes,
});

/** Daniel's second request: two pins, the first done, the team's reply on the second unread. */
export const menuRevision: Revision = {
  ...heroPhotoRevision,
  id: "d00d0002-0002-4000-8000-000000000002",
  requestNumber: 2,
  description: "Two things on the home page.",
  status: "pending",
  annotations: [
    pin("pin-logo", "Make the logo bigger"),
    pin("pin-menu", "Move the menu to the left", { mode: "mobile", x: 195, y: 100, viewportWidth: 390, documentHeight: 1000 }),
  ],
  comments: [
    threadFor("pin-logo", { status: "done" }),
    threadFor("pin-menu", {
      status: "in_progress",
      unread: true,
      replies: [
        {
          id: "r1",
          author: "admin",
          adminEmail: null,
          authorLabel: null,
          mine: false,
          authorName: null,
          message: "Left of the logo?",
          createdAt: "2026-11-21T10:00:00.000Z",
        },
      ],
    }),
  ],
  createdAt: "2026-11-20T09:00:00.000Z",
};

/** What `POST /api/revisions` answers for `revision`, with the revisions left. */
export const submitted = (revision: Revision, remaining: number): SubmitRevisionResponse => ({
  revision,
  revisionCount: revision.requestNumber,
  remaining,
});

/** Daniel as a client with revision requests: one not opened yet. */
export const danielWithRequests: RevisionClient = {
  id: daniel.id,
  email: daniel.email,
  fullName: daniel.fullName,
  businessName: daniel.businessName,
  createdAt: daniel.createdAt,
  revisionCount: 1,
  unviewedCount: 1,
  unreadReplies: 0,
};

export const revisionHandlers = {
  /** `GET /api/admin/revision-clients`: the clients with requests, matching `?search=`. */
  clients: (a: HttpResponseResolver | RevisionClient[]) =>
    http.get(
      "/api/admin/revision-clients",
      typeof a === "function"
        ? a
        : ({ request }) => {
            const search = new URL(request.url).searchParams.get("search") ?? "";
            const clients = a.filter((c) => c.email.includes(search));
            return HttpResponse.json({ clients, ...pageOf(clients) });
          },
    ),
  /** `GET /api/admin/revision-clients/:id/revisions`: one client's requests, newest first. */
  ofClient: (a: HttpResponseResolver | Revision[]) =>
    http.get(
      "/api/admin/revision-clients/:clientId/revisions",
      typeof a === "function" ? a : () => HttpResponse.json({ revisions: a }),
    ),
  /** `GET /api/revisions`: the client's own requests, newest first, with the project's demo. */
  mine: (a: HttpResponseResolver | MyRevisionsResponse) =>
    http.get("/api/revisions", typeof a === "function" ? a : () => HttpResponse.json(a)),
  /** `POST /api/revisions/:id/comments/:commentId/replies`: the client's reply under a pin. */
  reply: (a: HttpResponseResolver) => http.post("/api/revisions/:id/comments/:commentId/replies", a),
  /** `POST /api/revisions/:id/comments/:commentId/view`: the thread was opened. */
  viewed: () => http.post("/api/revisions/:id/comments/:commentId/view", () => new HttpResponse(null, { status: 204 })),
  /** `POST /api/revisions`: the client's new request (multipart). */
  submit: (a: HttpResponseResolver) => http.post("/api/revisions", a),
};
