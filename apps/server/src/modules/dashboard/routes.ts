import { dashboardChartsResponse, receivablesResponse } from "@portal/shared/dashboard-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { dashboardCharts } from "./dashboard-charts-service.ts";
import { receivables } from "./receivables-service.ts";

export const dashboardRoutes = createRouter();
dashboardRoutes.openapi(
  adminRoute("dashboard.read", {
    method: "get",
    path: "/admin/dashboard/charts",
    tags: ["dashboard"],
    responses: { 200: jsonContent(dashboardChartsResponse, "The admin dashboard's charts"), ...errorResponses },
  }),
  async (c) => c.json(await dashboardCharts(c.var.deps.db), 200),
);

// Invoices' amounts: for the roles that may read invoices (decision 105).
dashboardRoutes.openapi(
  adminRoute("invoices.read", {
    method: "get",
    path: "/admin/dashboard/receivables",
    tags: ["dashboard"],
    responses: { 200: jsonContent(receivablesResponse, "Amounts outstanding and overdue per client"), ...errorResponses },
  }),
  async (c) => c.json(await receivables(c.var.deps.db), 200),
);
