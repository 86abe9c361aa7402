import { expect } from "vitest";
import { cookieFrom, readJson, TEST_ORIGIN, type TestApp } from "./test-app.ts";
import { type SoftPasskey, softPasskey } from "./webauthn.ts";

/**
 * The passkey steps of the API tests (decision 113): Better Auth's endpoints called as the settings
 * screen and the sign-in screen call them, with a software passkey (`webauthn.ts`). `app` answers
 * the test app (made in `beforeAll`).
 */
export function passkeySteps(app: () => TestApp) {
  /** A call to `/api/auth…` (POST unless told), with a JSON body and a cookie where given. */
  const auth = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    app().request(`/api/auth${path}`, {
      method: init.method ?? "POST",
      cookie: init.cookie,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const join = (...cookies: string[]) => cookies.filter(Boolean).join("; ");

  /** Adds a passkey for a signed-in person through the two endpoints settings uses. */
  async function addPasskey(cookie: string, key: SoftPasskey = softPasskey(TEST_ORIGIN), opts?: { userVerified?: boolean }) {
    const options = await auth("/passkey/generate-register-options", { method: "GET", cookie });
    expect(options.status).toBe(200);
    const body = await readJson<{ challenge: string; rp: { id: string } }>(options);
    const response = key.register(body, opts);
    const verified = await auth("/passkey/verify-registration", {
      body: { response },
      cookie: join(cookie, cookieFrom(options)),
    });
    return { key, verified };
  }

  /** "Sign in with a passkey": no phone, no code; answers the verify response. */
  async function signInWith(key: SoftPasskey, opts?: { userVerified?: boolean }) {
    const options = await auth("/passkey/generate-authenticate-options", { method: "GET" });
    expect(options.status).toBe(200);
    const response = key.authenticate(await readJson<{ challenge: string; rpId: string }>(options), opts);
    return auth("/passkey/verify-authentication", { body: { response }, cookie: cookieFrom(options) });
  }

  return { auth, addPasskey, signInWith };
}
