import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import { createApp } from "../app.ts";
import type { AppDeps } from "../app-deps.ts";
import { type AuthRateLimits, defaultAuthRateLimits } from "../auth/rate-limits.ts";
import { buildDeps } from "../build-deps.ts";
import { openDatabase } from "../db/client.ts";
import type { DatabaseTimeouts } from "../db/postgres-pool.ts";
import { createProfile, type ProfileInput } from "../db/seed/factories.ts";
import { loadEnv } from "../env.ts";
import type { EventStreamLimits } from "../modules/events/index.ts";
import type { Providers } from "../providers/create-providers.ts";
import { CapturingEmail, CapturingSms } from "./capturing-providers.ts";
import { openTestDatabase, type TestDatabase } from "./test-database.ts";

export const TEST_ORIGIN = "http://localhost:3000";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: TestDatabase;
  sms: CapturingSms;
  email: CapturingEmail;
  dataDir: string;
  /** Sends a request as if from the browser on the portal's origin. */
  request(path: string, init?: RequestInit & { cookie?: string; ip?: string }): Promise<Response>;
  /** Creates a person and signs them in by SMS code; returns their session cookie. */
  signInAs(input?: ProfileInput): Promise<{ cookie: string; user: Awaited<ReturnType<typeof createProfile>> }>;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database, with capturing SMS and e-mail. */
export async function createTestApp(
  options: {
    rateLimits?: Partial<AuthRateLimits>;
    /** SMS codes per hour for the whole portal; generous unless a test is about it. */
    smsHourlyBudget?: number;
    eventStreams?: Partial<EventStreamLimits>;
    providers?: Partial<Providers>;
    webDistDir?: string;
    /** More configuration; `PUBLIC_URL: undefined` runs without it, as the embedded default does. */
    env?: Record<string, string | undefined>;
    /** Where the app logs (silent unless a test reads what it logged). */
    log?: Logger;
    /** Rewrites the PostgreSQL URL the app connects with (see `openTestDatabase`). */
    connectVia?: (url: URL) => URL;
    /** PostgreSQL's statement, lock and connection waits (none unless a test is about them). */
    databaseTimeouts?: DatabaseTimeouts;
    /**
     * A second instance on another app's database: on PostgreSQL its own pool and event listener
     * (as another server would have); on PGlite the same handle and in-process bus.
     */
    shareDatabaseWith?: TestApp;
  } = {},
): Promise<TestApp> {
  const log = options.log ?? pino({ level: "silent" });
  const shared = options.shareDatabaseWith;
  const database = shared
    ? await openSharedDatabase(shared.database, log)
    : await openTestDatabase({ log, connectVia: options.connectVia, timeouts: options.databaseTimeouts });
  const sharesBus = shared !== undefined && database.kind === "pglite";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
  const env = loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, NODE_ENV: "test", ...options.env });
  const sms = new CapturingSms();
  const email = new CapturingEmail();
  // Generous limits unless a test is about them, so the suite never trips over its own requests.
  const generous = { window: 60, max: 10_000 };
  const rateLimits: AuthRateLimits = {
    ...Object.fromEntries(Object.keys(defaultAuthRateLimits).map((k) => [k, generous])),
    ...options.rateLimits,
  } as AuthRateLimits;
  const deps = await buildDeps({
    env,
    database,
    log,
    secret: "test-secret-test-secret-test-secret-0123",
    providers: {
      sms,
      email,
      ...(sharesBus ? { events: shared.deps.providers.events } : {}),
      ...options.providers,
    },
    rateLimits,
    smsHourlyBudget: options.smsHourlyBudget ?? 10_000,
    eventStreams: options.eventStreams,
    webDistDir: options.webDistDir,
  });
  const app = createApp(deps);

  const request: TestApp["request"] = (p, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", TEST_ORIGIN);
    if (init.cookie) headers.set("cookie", init.cookie);
    const body = init.body;
    if (body && typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
    const incoming = { socket: { remoteAddress: init.ip ?? "127.0.0.1" } };
    return Promise.resolve(app.request(p, { ...init, headers }, { incoming }));
  };

  const signInAs: TestApp["signInAs"] = async (input = {}) => {
    const user = await createProfile(database.db, input);
    const phone = user.phone;
    if (!phone) throw new Error("signInAs needs a person with a phone");
    const sent = await request("/api/auth/phone-number/send-otp", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: phone }),
    });
    if (sent.status !== 200) throw new Error(`send-otp failed: ${sent.status} ${await sent.text()}`);
    const code = sms.lastCodeFor(phone);
    const verified = await request("/api/auth/phone-number/verify", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: phone, code }),
    });
    if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
    return { cookie: cookieFrom(verified), user };
  };

  return {
    app,
    deps,
    database,
    sms,
    email,
    dataDir,
    request,
    signInAs,
    close: async () => {
      // The event bus's listener first, then the pool, then (PostgreSQL) the database itself.
      if (!sharesBus) await deps.providers.events.close();
      else {
        deps.sessionCache?.close();
        deps.companyCache?.close();
      }
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another connection to `database` (PostgreSQL), or the same handle, left open on close (PGlite). */
async function openSharedDatabase(database: TestDatabase, log: Logger): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !database.name) return { ...database, close: async () => undefined };
  const url = new URL(serverUrl);
  url.pathname = `/${database.name}`;
  return openDatabase({ url: url.toString(), poolSize: 5, log });
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A response's JSON body as the type the test expects. */
export async function readJson<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}
