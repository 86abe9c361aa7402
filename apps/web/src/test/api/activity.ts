import type { AuditListResponse } from "@portal/shared/audit-contracts";
import { HttpResponse, http } from "msw";
import { pageOf } from "./page";

/** `GET /api/admin/audit`: an empty trail (the screens under test show it, they are not about it). */
export const noActivity = () =>
  http.get("/api/admin/audit", () => HttpResponse.json({ entries: [], ...pageOf([]) } satisfies AuditListResponse));
