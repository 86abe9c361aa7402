import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { createRouter, jsonContent } from "../../lib/openapi.ts";

/** A load balancer's probe must not hang on a database that does not answer. */
const DATABASE_CHECK_MS = 2_000;

const healthUp = z.object({ status: z.literal("ok"), database: z.literal("ok") });
const healthDown = z.object({ status: z.literal("unavailable"), database: z.literal("down") });

/** `GET /api/health`: public and without a session lookup; 503 while the database cannot be reached. */
export const healthRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/health",
    tags: ["system"],
    responses: {
      200: jsonContent(healthUp, "The app and its database answer"),
      503: jsonContent(healthDown, "The app runs but its database does not answer"),
    },
  }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    if (await databaseAnswers(c.var.deps.db.execute(sql`select 1`))) {
      return c.json({ status: "ok" as const, database: "ok" as const }, 200);
    }
    return c.json({ status: "unavailable" as const, database: "down" as const }, 503);
  },
);

async function databaseAnswers(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([check.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
