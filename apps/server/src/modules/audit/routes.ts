import { auditListQuery, auditListResponse } from "@portal/shared/audit-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { listAuditEntries } from "./audit-list-service.ts";

/** The Activity screen's list. Read-only: no route changes or removes an entry. */
export const auditRoutes = createRouter();

auditRoutes.openapi(
  adminRoute(
    "audit.read",
    shape.queryRead("/admin/audit", "audit", auditListQuery, auditListResponse, "A page of the audit trail, newest first"),
  ),
  async (c) => c.json(await listAuditEntries(c.get("deps").db, c.req.valid("query")), 200),
);
