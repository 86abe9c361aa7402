import { z } from "zod";
import { publicRoute } from "../../auth/route-access.ts";
import { createRouter, jsonContent } from "../../lib/openapi.ts";
import { databaseAnswers } from "./health-service.ts";

const healthUp = z.object({ status: z.literal("ok"), database: z.literal("ok") });
const healthDown = z.object({ status: z.literal("unavailable"), database: z.literal("down") });

/** `GET /api/health`: public and without a session lookup; 503 while the database cannot be reached. */
export const healthRoutes = createRouter().openapi(
  publicRoute({
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
    if (await databaseAnswers(c.get("deps").db)) {
      return c.json({ status: "ok" as const, database: "ok" as const }, 200);
    }
    return c.json({ status: "unavailable" as const, database: "down" as const }, 503);
  },
);
