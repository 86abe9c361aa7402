import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";
import { findUnstorableText, isStorableText, unstorableTextError } from "./storable-text.ts";

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * One guard in front of every API route (the auth library's included): a JSON body must parse
 * (400 `invalid_json`), and no path segment, query parameter or JSON string may hold text
 * PostgreSQL cannot store (400 `invalid_text`). Multipart text fields are checked by the
 * multipart reader, which alone may read those bodies.
 */
export const inputGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (!isStorableText(decodePath(url.pathname))) throw unstorableTextError("path");
  for (const [key, value] of url.searchParams) {
    if (!isStorableText(key) || !isStorableText(value)) throw unstorableTextError(`query.${key}`);
  }
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) {
    // A copy, so the route (or the auth library, which reads the raw request) still has the body.
    const text = await c.req.raw.clone().text();
    if (text.trim() !== "") {
      const found = findUnstorableText(parseJson(text), "body");
      if (found) throw unstorableTextError(found);
    }
  }
  await next();
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
}

/** Decodes the path as the router does: each run of escapes on its own, left as it is when invalid. */
function decodePath(pathname: string): string {
  return pathname.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}
