/**
 * Headers added to an answer after its handler made it, without turning it into a full `Headers`
 * object when that can be avoided (decision 127).
 *
 * Under @hono/node-server, `c.json(…)` makes a lightweight response that keeps its headers as the
 * plain record it was given (`{ "Content-Type": "application/json" }`) and writes that record to
 * the socket as it is. Reading `res.headers` turns the record into undici's `Headers`, whose every
 * `set` validates, lower-cases and re-sorts, and which the server then copies back into a record:
 * for the dozen headers every answer carries (security headers, request id, `Vary`) that cost
 * about as much as the rest of a cached read. These helpers write into the record while there is
 * one, and use `res.headers` otherwise (any other response, tests' `app.request` included), with
 * the same result: one value per name, names compared without case.
 */
type HeaderRecord = Record<string, string>;

/** node-server's own key for the lightweight response's `[status, body, headers]`. */
let cacheKey: symbol | undefined;

/** The response's header record while it is still a plain record of strings, else undefined. */
function recordOf(res: Response): HeaderRecord | undefined {
  if (cacheKey === undefined) {
    cacheKey = Object.getOwnPropertySymbols(res).find((key) => key.description === "cache");
    if (cacheKey === undefined) return undefined;
  }
  const cache = (res as unknown as Record<symbol, unknown>)[cacheKey];
  if (!Array.isArray(cache) || cache.length !== 3) return undefined;
  const headers = cache[2];
  if (headers === null || typeof headers !== "object" || Object.getPrototypeOf(headers) !== Object.prototype) return undefined;
  let typed = false;
  for (const name in headers) {
    if (typeof (headers as Record<string, unknown>)[name] !== "string") return undefined;
    typed ||= name.length === 12 && name.toLowerCase() === "content-type";
  }
  // Without a type, node-server writes the record as it is, but adds text/plain to `Headers`.
  return typed ? (headers as HeaderRecord) : undefined;
}

function keyIn(record: HeaderRecord, lowerName: string): string | undefined {
  for (const key in record) if (key.length === lowerName.length && key.toLowerCase() === lowerName) return key;
  return undefined;
}

/** A header of the answer, as `res.headers.get` gives it. */
export function responseHeader(res: Response, name: string): string | null {
  const record = recordOf(res);
  if (!record) return res.headers.get(name);
  const key = keyIn(record, name.toLowerCase());
  return key === undefined ? null : record[key];
}

/** Sets each header (replacing one of the same name) and removes those given as null, as `res.headers.set`/`delete` do. */
export function setResponseHeaders(res: Response, headers: ReadonlyArray<readonly [string, string | null]>): void {
  const record = recordOf(res);
  if (!record) {
    for (const [name, value] of headers) {
      if (value === null) res.headers.delete(name);
      else res.headers.set(name, value);
    }
    return;
  }
  for (const [name, value] of headers) {
    const key = keyIn(record, name.toLowerCase());
    if (key !== undefined) delete record[key];
    if (value !== null) record[name] = value;
  }
}
