import type { ApiAnswer, ApiArgs, ApiMethod, ApiPath, ApiQuery, CallExtras } from "./api-operations";

/** An error answered by the API, with its stable code (translated by the screens). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A record with the ETag of the version read, to send back with a change made from it. */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

/** The ETag each single-record read answered last, by its path (decision 075). */
const lastEtags = new Map<string, string>();

let sessionEnded: (() => void) | null = null;

/**
 * Who hears that a change was refused because the session ended (decision 076): the app forgets
 * the session, so the guard sends the person to /login?next= this screen, whose draft is kept.
 */
export function whenSessionEnds(listener: () => void): void {
  sessionEnded = listener;
}

type Values = Record<string, unknown>;
interface Call extends CallExtras {
  params?: Values;
  query?: Values;
  body?: unknown;
}

/** A path of the document with its `{name}` parameters filled in. */
function fill(template: string, params: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** The query string of a call; a value left undefined or empty is no filter, a list repeats its name. */
function search(query: Values = {}): string {
  const text = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null && one !== "") text.append(name, String(one));
  }
  const joined = text.toString();
  return joined ? `?${joined}` : "";
}

/** The URL of a GET route, for what the browser fetches itself (a download link, the event stream). */
export function apiUrl<P extends ApiPath<"get">>(path: P, options: { params?: Values; query?: ApiQuery<P> } = {}): string {
  return `/api${fill(path, options.params)}${search(options.query as Values)}`;
}

async function request<T>(method: ApiMethod, template: string, call: Call = {}): Promise<Versioned<T>> {
  const { idempotencyKey, ifMatch, ifMatchOf, signal } = call;
  const path = fill(template, call.params) + search(call.query);
  const headers = new Headers();
  if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
  const readPath = ifMatchOf ? fill(ifMatchOf, call.params) : undefined;
  const precondition = ifMatch ?? (readPath ? lastEtags.get(readPath) : undefined);
  if (precondition) headers.set("If-Match", precondition);
  let body: BodyInit | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers.set("content-type", "application/json");
  }
  const response = await fetch(`/api${path}`, {
    method: method.toUpperCase(),
    headers,
    body,
    signal,
    credentials: "same-origin",
  });
  const etag = response.headers?.get("ETag") ?? null;
  if (response.status === 204) return { data: undefined as T, etag };
  const data = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string; details?: unknown };
    message?: string;
    code?: string;
  } | null;
  if (!response.ok) {
    const error = data?.error;
    const code = error?.code ?? data?.code;
    // A write refused for want of a session (not a wrong password: that has its own code).
    if (response.status === 401 && (!code || code === "unauthorized") && method !== "get") {
      sessionEnded?.();
      throw new ApiError(401, "session_ended", "The session has ended.");
    }
    throw new ApiError(
      response.status,
      error?.code ?? data?.code ?? "http_error",
      error?.message ?? data?.message ?? response.statusText,
      error?.details,
    );
  }
  if (etag && (method === "get" || readPath)) lastEtags.set(readPath ?? path, etag);
  return { data: data as T, etag };
}

function caller<M extends ApiMethod>(method: M) {
  return async <P extends ApiPath<M>>(path: P, ...[options]: ApiArgs<P, M>): Promise<ApiAnswer<P, M>> =>
    (await request<ApiAnswer<P, M>>(method, path, options as Call)).data;
}

/**
 * The portal API, typed from the server's routes (decision 092): a path, a parameter, a body or an
 * answer the routes do not have fails the typecheck. Sends the session cookie; JSON in and out
 * (or the FormData of an upload); errors as ApiError; a 401 on a change ends the session here.
 *
 *   api.get("/admin/invoices/{id}", { params: { id } })
 *   api.patch("/admin/invoices/{id}", { params: { id }, body, idempotencyKey, ifMatch: etag })
 */
export const api = {
  get: caller("get"),
  post: caller("post"),
  put: caller("put"),
  patch: caller("patch"),
  delete: caller("delete"),
  /** `get` that also answers the `ETag` of the version read, to send back with a change made from it. */
  versioned: <P extends ApiPath<"get">>(path: P, ...[options]: ApiArgs<P, "get">): Promise<Versioned<ApiAnswer<P, "get">>> =>
    request<ApiAnswer<P, "get">>("get", path, options as Call),
  /**
   * A change that also answers the `ETag` of the version it made, for a screen that keeps editing
   * the record it shows: `api.versionedChange("put", "/admin/agency-settings/{group}", { ... })`.
   */
  versionedChange: <M extends ApiMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    ...[options]: ApiArgs<P, M>
  ): Promise<Versioned<ApiAnswer<P, M>>> => request<ApiAnswer<P, M>>(method, path, options as Call),
};
