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
};

/** Calls the portal API with the session cookie; JSON in and out, errors as ApiError. */
export async function api<T>(path: string, { idempotencyKey, ...init }: ApiInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set("content-type", "application/json");
  }
  const response = await fetch(`/api${path}`, { ...init, headers, body, credentials: "same-origin" });
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string; details?: unknown };
    message?: string;
    code?: string;
  } | null;
  if (!response.ok) {
    const error = data?.error;
    throw new ApiError(
      response.status,
      error?.code ?? data?.code ?? "http_error",
      error?.message ?? data?.message ?? response.statusText,
      error?.details,
    );
  }
  return data as T;
}
