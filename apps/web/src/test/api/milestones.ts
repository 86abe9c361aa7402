import type { Milestone, MilestonesResponse } from "@portal/shared/milestone-contracts";
import { HttpResponse, http } from "msw";

/** `GET /api/admin/projects/:projectId/milestones`: none yet (the screens under test show them, they are not about them). */
export const noMilestones = () =>
  http.get("/api/admin/projects/:projectId/milestones", () => HttpResponse.json({ milestones: [] } satisfies MilestonesResponse));

/** `GET /api/projects/mine/milestones`: the client's project has none (the spec's plain project). */
export const noOwnMilestones = () =>
  http.get("/api/projects/mine/milestones", () => HttpResponse.json({ milestones: [] } satisfies MilestonesResponse));

/** `GET /api/projects/mine/milestones`: the client's project has these. */
export const ownMilestonesAre = (milestones: Milestone[]) =>
  http.get("/api/projects/mine/milestones", () => HttpResponse.json({ milestones } satisfies MilestonesResponse));

/** A milestone of Daniel's project as the admin list gives it: Design, $1,500, invoiced on approval. */
export const designMilestone: Milestone = {
  id: "7a1c0000-0000-4000-8000-000000000001",
  projectId: "7a1c0000-0000-4000-8000-0000000000aa",
  position: 0,
  title: { en: "Design", he: "עיצוב" },
  dueAt: null,
  state: "in_progress",
  amountCents: 150_000,
  invoiceOn: "approval",
  reviewPages: [],
  versionLabel: "",
  approvalRequestedAt: null,
  changesRevisionId: null,
  version: "1",
  approval: null,
};

/**
 * The Deposit before Design: $500, due Oct 5, invoiced at the project's start, approved by Daniel on
 * Oct 4 with its sign-off record and certificate.
 */
export const approvedDeposit: Milestone = {
  ...designMilestone,
  id: "7a1c0000-0000-4000-8000-000000000000",
  position: 0,
  title: { en: "Deposit", he: "מקדמה" },
  state: "approved",
  amountCents: 50_000,
  dueAt: "2026-10-05T12:00:00.000Z",
  invoiceOn: "project_start",
  approval: {
    id: "appr-1",
    approvedAt: "2026-10-04T09:30:00.000Z",
    signerId: null,
    signerName: "Daniel Brooks",
    address: "203.0.113.7",
    browser: "Chrome",
    demoUrl: "https://demo.brooksbakery.example/",
    versionLabel: "",
    pages: [{ url: "https://demo.brooksbakery.example/", sha256: "ab12", bytes: 1200, status: 200 }],
    contentSha256: "c0ffee",
    certificateUrl: "/api/milestones/appr-1/certificate",
  },
};

/** A milestone after Design not started yet, with no amount (and no due date). */
export const upcomingMilestone = (position: number, title: Milestone["title"]): Milestone => ({
  ...designMilestone,
  id: `7a1c0000-0000-4000-8000-00000000000${position + 1}`,
  position,
  title,
  state: "upcoming",
  amountCents: null,
});

export const milestoneHandlers = {
  /** `GET /api/admin/projects/:projectId/milestones`: the list given. */
  ofProject: (milestones: Milestone[]) =>
    http.get("/api/admin/projects/:projectId/milestones", () => HttpResponse.json({ milestones } satisfies MilestonesResponse)),
  /** `PATCH /api/admin/milestones/:id`: the list with the changes applied to that milestone. */
  update: (milestones: Milestone[]) =>
    http.patch("/api/admin/milestones/:id", async ({ request, params }) => {
      const changes = (await request.json()) as Partial<Milestone>;
      const list = milestones.map((m) => (m.id === params.id ? { ...m, ...changes } : m));
      return HttpResponse.json({ milestones: list } satisfies MilestonesResponse, { headers: { ETag: '"2"' } });
    }),
};
