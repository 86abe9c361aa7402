import { createRoute } from "@hono/zod-openapi";
import { createClientRequest, createdClientResponse } from "@portal/shared/users-contracts";
import { requireRole } from "../../auth/session-middleware.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { createClient } from "./service.ts";

export const userRoutes = createRouter();
userRoutes.use("/admin/users/*", requireRole("admin"));
userRoutes.use("/admin/users", requireRole("admin"));
userRoutes.openapi(
  createRoute({
    method: "post",
    path: "/admin/users",
    tags: ["users"],
    request: { body: { content: { "application/json": { schema: createClientRequest } }, required: true } },
    responses: {
      201: jsonContent(createdClientResponse, "The client was created and e-mailed a set-password link"),
      ...errorResponses,
      409: errorResponses[400],
    },
  }),
  async (c) => {
    const { db, auth } = c.var.deps;
    return c.json(await createClient(db, auth, c.req.valid("json")), 201);
  },
);
