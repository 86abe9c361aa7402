import { OpenAPIHono } from "@hono/zod-openapi";
import { API_ERROR_CODES } from "@portal/shared/error-codes";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";

/** A router whose request bodies failing their zod schema answer 400 with the issues. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError("invalid_request", "The request is not valid.", z.treeifyError(result.error));
      }
    },
  });
}

export const errorBody = z.object({ error: z.object({ code: z.enum(API_ERROR_CODES), message: z.string() }) });

export const errorResponses = {
  400: { description: "Invalid request", content: { "application/json": { schema: errorBody } } },
  401: { description: "Not signed in", content: { "application/json": { schema: errorBody } } },
  403: { description: "Not allowed", content: { "application/json": { schema: errorBody } } },
  404: { description: "Not found", content: { "application/json": { schema: errorBody } } },
  413: {
    description: "The body or a file is larger than allowed (`payload_too_large`, `file_too_large`)",
    content: { "application/json": { schema: errorBody } },
  },
  429: { description: "Too many requests", content: { "application/json": { schema: errorBody } } },
  503: {
    description:
      "The database cannot be reached just now (`database_unavailable`), or the rows this request needs are locked or too slow to read (`database_busy`); retry after `Retry-After` seconds",
    content: { "application/json": { schema: errorBody } },
  },
} as const;

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
