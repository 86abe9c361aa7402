import type { AuditEntry, AuditListResponse } from "@portal/shared/audit-contracts";
import { HttpResponse, http } from "msw";
import { pageOf } from "./page";
import { dana, daniel } from "./session";

/** `GET /api/admin/audit`: an empty trail (the screens under test show it, they are not about it). */
export const noActivity = () =>
  http.get("/api/admin/audit", () => HttpResponse.json({ entries: [], ...pageOf([]) } satisfies AuditListResponse));

/** Dana marked Daniel's INV-1002 paid at noon on Nov 20. */
export const invoicePaidEntry: AuditEntry = {
  id: "e0000001-0000-4000-8000-000000000001",
  at: "2026-11-20T12:00:00.000Z",
  kind: "invoice_marked_paid",
  actorId: dana.id,
  actorLabel: dana.fullName,
  target: "invoice",
  targetId: "a1f0c7de-0001-4000-8000-000000000001",
  targetLabel: "INV-1002",
  personId: daniel.id,
  personLabel: daniel.fullName,
  before: { status: "pending" },
  after: { status: "paid" },
};

/** A failed sign-in: nobody acted, nothing is named. */
export const failedSignInEntry: AuditEntry = {
  id: "e0000001-0000-4000-8000-000000000002",
  at: "2026-11-19T12:00:00.000Z",
  kind: "sign_in_failed",
  actorId: null,
  actorLabel: null,
  target: "user",
  targetId: null,
  targetLabel: null,
  personId: null,
  personLabel: null,
  before: null,
  after: { method: "password" },
};

/** Dana closed the store: a yes/no value. */
export const storeClosedEntry: AuditEntry = {
  id: "e0000001-0000-4000-8000-000000000003",
  at: "2026-11-18T12:00:00.000Z",
  kind: "store_availability_changed",
  actorId: dana.id,
  actorLabel: dana.fullName,
  target: "store",
  targetId: null,
  targetLabel: null,
  personId: null,
  personLabel: null,
  before: { storeOpen: true },
  after: { storeOpen: false },
};

export const auditPage = (entries: AuditEntry[], info?: Parameters<typeof pageOf>[1]): AuditListResponse => ({
  entries,
  ...pageOf(entries, info),
});

type Answer = (query: URLSearchParams) => Response | Promise<Response> | AuditListResponse;

export const activityHandlers = {
  /** `GET /api/admin/audit`: the page given, or `answer`'s for the query. */
  list: (answer: AuditListResponse | Answer) =>
    http.get("/api/admin/audit", async ({ request }) => {
      const result = typeof answer === "function" ? await answer(new URL(request.url).searchParams) : answer;
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
};
