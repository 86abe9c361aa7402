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

type Json = Record<string, unknown> | unknown[];

export type ApiInit = Omit<RequestInit, "body"> & {
  body?: Json | FormData;
  /** Names one user action, so the server runs it once however often it arrives. */
  idempotencyKey?: string;
  /**
   * The ETag of the version a change was made from (`versioned` read it): the server refuses the
   * change with 412 `edit_conflict` when the record changed since (decision 075).
   */
  ifMatch?: string | null;
  /**
   * For a change made from what a screen shows: the path of the single-record read it showed.
   * The ETag that read answered last is sent as `If-Match`, and the change's new ETag is kept.
   */
  ifMatchOf?: string;
};

/** The ETag each single-record read answered last, by its path (decision 075). */
const lastEtags = new Map<string, string>();

/** A record with the ETag of the version read, to send back with a change made from it. */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

let sessionEnded: (() => void) | null = null;

/**
 * Who hears that a change was refused because the session ended (decision 076): the app forgets
 * the session, so the guard sends the person to /login?next= this screen, whose draft is kept.
 */
export function whenSessionEnds(listener: () => void): void {
  sessionEnded = listener;
}

const READS = new Set(["GET", "HEAD"]);

/** Calls the portal API with the session cookie; JSON in and out, errors as ApiError. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await request<T>(path, init)).data;
}

/** `api` that also answers the `ETag` of what it read (or of what a change saved). */
export function versioned<T>(path: string, init: ApiInit = {}): Promise<Versioned<T>> {
  return request<T>(path, init);
}

async function request<T>(path: string, { idempotencyKey, ifMatch, ifMatchOf, ...init }: ApiInit): Promise<Versioned<T>> {
  const headers = new Headers(init.headers);
  if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
  const precondition = ifMatch ?? (ifMatchOf ? lastEtags.get(ifMatchOf) : undefined);
  if (precondition) headers.set("If-Match", precondition);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set("content-type", "application/json");
  }
  const response = await fetch(`/api${path}`, { ...init, headers, body, credentials: "same-origin" });
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
    if (response.status === 401 && (!code || code === "unauthorized") && !READS.has((init.method ?? "GET").toUpperCase())) {
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
  const read = READS.has((init.method ?? "GET").toUpperCase());
  if (etag && (read || ifMatchOf)) lastEtags.set(read ? path : (ifMatchOf as string), etag);
  return { data: data as T, etag };
}
