import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { createRouter, jsonContent } from "../../lib/openapi.ts";

const healthResponse = z.object({ status: z.literal("ok"), database: z.literal("ok") });

export const healthRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/health",
    tags: ["system"],
    responses: { 200: jsonContent(healthResponse, "The app and its database answer") },
  }),
  async (c) => {
    await c.var.deps.db.execute(sql`select 1`);
    return c.json({ status: "ok" as const, database: "ok" as const }, 200);
  },
);
