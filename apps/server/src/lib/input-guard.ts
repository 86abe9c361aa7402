import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";
import { findUnstorableText, isStorableText, unstorableTextError } from "./storable-text.ts";

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
/** No form of the portal nests deeper than a few levels; this leaves a wide margin. */
const MAX_JSON_DEPTH = 64;

/**
 * One guard in front of every API route (the auth library's included): a JSON body must parse
 * (400 `invalid_json`), and no path segment, query parameter or JSON string may hold text
 * PostgreSQL cannot store (400 `invalid_text`). A body nested deeper than `MAX_JSON_DEPTH` is
 * refused (400 `invalid_request`) before anything parses it: validators and the auth library walk
 * bodies recursively, and thousands of levels would overflow their stack. Multipart text fields are checked by the
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
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new AppError("invalid_request", `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  }
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

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (no recursion). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}
