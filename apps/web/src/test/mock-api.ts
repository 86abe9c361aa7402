import type { ApiErrorCode } from "@portal/shared/error-codes";
import { delay, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * The API the screens talk to in component tests (MSW in Node): each test adds the answers it
 * needs with `mockApi.use(...)` (the feature handlers in `test/api/`); they are reset after it.
 */
export const mockApi = setupServer();

/** An answer that never comes while the test looks: the screen stays in its loading state. */
export async function neverAnswered(): Promise<never> {
  await delay("infinite");
  throw new Error("unreachable");
}

/** An error as the server answers it (`{ error: { code, message, details } }`), with its status. */
export function apiError(status: number, code: ApiErrorCode, details?: unknown) {
  return HttpResponse.json({ error: { code, message: code, details } }, { status });
}

/** Every request the screen makes from now on (cloned, so a test can read bodies and headers). */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  mockApi.events.on("request:start", ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

/** The requests of one method to a path ending in `suffix`. */
export const requestsTo = (seen: Request[], method: string, suffix: string) =>
  seen.filter((r) => r.method === method && new URL(r.url).pathname.endsWith(suffix));
