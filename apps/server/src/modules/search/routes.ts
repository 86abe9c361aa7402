import { globalSearchQuery, globalSearchResponse } from "@portal/shared/search-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { searchEverything } from "./search-service.ts";

export const searchRoutes = createRouter();
searchRoutes.openapi(
  adminRoute("search.read", {
    method: "get",
    path: "/admin/search",
    tags: ["search"],
    request: { query: globalSearchQuery },
    responses: { 200: jsonContent(globalSearchResponse, "Matches grouped by kind"), ...errorResponses },
  }),
  async (c) => c.json(await searchEverything(c.var.deps.db, c.req.valid("query").q), 200),
);
