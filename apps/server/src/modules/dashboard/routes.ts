import { dashboardChartsResponse, receivablesResponse } from "@portal/shared/dashboard-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { dashboardCharts } from "./dashboard-charts-service.ts";
import { receivables } from "./receivables-service.ts";

export const dashboardRoutes = createRouter();
dashboardRoutes.openapi(
  adminRoute("dashboard.read", {
    method: "get",
    path: "/admin/dashboard/charts",
    tags: ["dashboard"],
    responses: shape.readAnswers(dashboardChartsResponse, "The admin dashboard's charts"),
  }),
  async (c) => c.json(await dashboardCharts(c.get("deps").db), 200),
);

// Invoices' amounts: for the roles that may read invoices (decision 105).
dashboardRoutes.openapi(
  adminRoute("invoices.read", {
    method: "get",
    path: "/admin/dashboard/receivables",
    tags: ["dashboard"],
    responses: shape.readAnswers(receivablesResponse, "Amounts outstanding and overdue per client"),
  }),
  async (c) => c.json(await receivables(c.get("deps").db), 200),
);
