import { dashboardChartsResponse } from "@portal/shared/dashboard-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { dashboardCharts } from "./dashboard-charts-service.ts";

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
