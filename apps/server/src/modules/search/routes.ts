import { globalSearchQuery, globalSearchResponse } from "@portal/shared/search-contracts";
import { adminRoute } from "../../auth/route-access.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { searchEverything } from "./search-service.ts";

export const searchRoutes = createRouter();
searchRoutes.openapi(
  adminRoute(
    "search.read",
    shape.queryRead("/admin/search", "search", globalSearchQuery, globalSearchResponse, "Matches grouped by kind"),
  ),
  async (c) => c.json(await searchEverything(c.get("deps").db, c.req.valid("query").q), 200),
);
