import type { Revision, RevisionClient, SubmitRevisionResponse } from "@portal/shared/revision-contracts";
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
  createdAt: "2026-11-18T12:00:00.000Z",
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
  /** `POST /api/revisions`: the client's new request (multipart). */
  submit: (a: HttpResponseResolver) => http.post("/api/revisions", a),
};
