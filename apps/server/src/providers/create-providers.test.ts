import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { createPostgresPool } from "../db/postgres-pool.ts";
import { loadEnv } from "../env.ts";
import { createProviders, type Providers } from "./create-providers.ts";
import { DevOutboxEmail } from "./email/dev-outbox-email.ts";
import { SmtpEmail } from "./email/smtp-email.ts";
import { InProcessEventBus } from "./events/in-process-event-bus.ts";
import { PostgresEventBus } from "./events/postgres-event-bus.ts";
import { SandboxPayments } from "./payments/sandbox-payments.ts";
import { StripePayments } from "./payments/stripe-payments.ts";
import { DevOutboxSms } from "./sms/dev-outbox-sms.ts";
import { TwilioSms } from "./sms/twilio-sms.ts";
import { LocalDiskStorage } from "./storage/local-disk-storage.ts";
import { S3Storage } from "./storage/s3-storage.ts";

const log = pino({ level: "silent" });
const secret = "test-secret-test-secret-test-secret-0123";
// The choice never touches the database itself, only its kind and pool.
const embeddedDatabase = { kind: "pglite", close: async () => {} } as unknown as DatabaseHandle;

const production = {
  TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
  TWILIO_AUTH_TOKEN: "token",
  TWILIO_FROM: "+15550001111",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "Portal <no-reply@example.com>",
  S3_BUCKET: "portal-files",
  S3_REGION: "eu-west-1",
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
  S3_FORCE_PATH_STYLE: "true",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_API_BASE: "http://127.0.0.1:12111",
};

let dataDir: string;
let providers: Providers | undefined;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-providers-"));
});

afterEach(async () => {
  await providers?.events.close();
  providers = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("createProviders", () => {
  it("uses the embedded providers when nothing is configured", async () => {
    providers = await createProviders(loadEnv({ DATA_DIR: dataDir }), embeddedDatabase, log, secret);

    expect(providers.sms).toBeInstanceOf(DevOutboxSms);
    expect(providers.email).toBeInstanceOf(DevOutboxEmail);
    expect(providers.storage).toBeInstanceOf(LocalDiskStorage);
    expect(providers.events).toBeInstanceOf(InProcessEventBus);
    expect(providers.payments).toBeInstanceOf(SandboxPayments);
    expect([
      providers.sms.kind,
      providers.email.kind,
      providers.storage.kind,
      providers.events.kind,
      providers.payments.kind,
    ]).toEqual(["dev-outbox", "dev-outbox", "local", "in-process", "sandbox"]);
  });

  it("uses each production provider whose configuration group is set", async () => {
    providers = await createProviders(loadEnv({ DATA_DIR: dataDir, ...production }), embeddedDatabase, log, secret);

    expect(providers.sms).toBeInstanceOf(TwilioSms);
    expect(providers.email).toBeInstanceOf(SmtpEmail);
    expect(providers.storage).toBeInstanceOf(S3Storage);
    expect(providers.payments).toBeInstanceOf(StripePayments);
    // The event bus follows the database, not a provider group.
    expect(providers.events).toBeInstanceOf(InProcessEventBus);
    (providers.storage as S3Storage).destroy();
  });

  it("mixes: only the configured groups switch", async () => {
    const { SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = production;
    providers = await createProviders(
      loadEnv({ DATA_DIR: dataDir, SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET }),
      embeddedDatabase,
      log,
      secret,
    );

    expect(providers.sms).toBeInstanceOf(DevOutboxSms);
    expect(providers.email).toBeInstanceOf(SmtpEmail);
    expect(providers.storage).toBeInstanceOf(LocalDiskStorage);
    expect(providers.payments).toBeInstanceOf(StripePayments);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("uses the PostgreSQL event bus on a PostgreSQL database", async () => {
    const { pool, close } = createPostgresPool({ url: process.env.TEST_DATABASE_URL ?? "", max: 2, log });
    try {
      const database = { kind: "postgres", pool, close } as unknown as DatabaseHandle;
      providers = await createProviders(loadEnv({ DATA_DIR: dataDir }), database, log, secret);
      expect(providers.events).toBeInstanceOf(PostgresEventBus);
      expect(providers.events.kind).toBe("postgres");
    } finally {
      await providers?.events.close();
      providers = undefined;
      await close();
    }
  });
});
