import path from "node:path";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import { DevOutboxEmail } from "./email/dev-outbox-email.ts";
import type { EmailProvider } from "./email/email-provider.ts";
import type { EventBus } from "./events/event-bus.ts";
import { InProcessEventBus } from "./events/in-process-event-bus.ts";
import { PostgresEventBus } from "./events/postgres-event-bus.ts";
import type { PaymentProvider } from "./payments/payment-provider.ts";
import { SandboxPayments } from "./payments/sandbox-payments.ts";
import { DevOutboxSms } from "./sms/dev-outbox-sms.ts";
import type { SmsProvider } from "./sms/sms-provider.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import { LocalDiskStorage } from "./storage/local-disk-storage.ts";

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
  storage: FileStorage;
  events: EventBus;
  payments: PaymentProvider;
}

/**
 * Chooses each provider once, from the environment: a production implementation when its
 * configuration group is set, otherwise the embedded one. Nothing else asks which it got.
 * `env.ts` has already refused partly configured groups.
 */
export async function createProviders(env: Env, database: DatabaseHandle, log: Logger, secret: string): Promise<Providers> {
  return {
    sms: await createSms(env, log),
    email: await createEmail(env, log),
    storage: await createStorage(env),
    events: await createEvents(database, log),
    payments: await createPayments(env, secret, database),
  };
}

// The production SDKs (Twilio, nodemailer, AWS, Stripe) are loaded only when configured: the
// embedded set-up and every test file start without them.

async function createEmail(env: Env, log: Logger): Promise<EmailProvider> {
  if (!env.SMTP_URL) return new DevOutboxEmail(env.dataDir, log);
  const { SmtpEmail } = await import("./email/smtp-email.ts");
  return new SmtpEmail({ url: env.SMTP_URL, from: env.MAIL_FROM });
}

async function createSms(env: Env, log: Logger): Promise<SmsProvider> {
  if (!env.TWILIO_ACCOUNT_SID) return new DevOutboxSms(env.dataDir, log);
  const { TwilioSms } = await import("./sms/twilio-sms.ts");
  return new TwilioSms({
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN ?? "",
    from: env.TWILIO_FROM ?? "",
  });
}

export async function createStorage(env: Env): Promise<FileStorage> {
  if (!env.S3_BUCKET) return new LocalDiskStorage(path.join(env.dataDir, "files"));
  const { S3Storage } = await import("./storage/s3-storage.ts");
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

async function createEvents(database: DatabaseHandle, log: Logger): Promise<EventBus> {
  if (database.kind !== "postgres") return new InProcessEventBus();
  if (!database.pool) throw new Error("The PostgreSQL database handle has no pool for the event bus");
  const bus = new PostgresEventBus({ pool: database.pool, log: log.child({ component: "events" }) });
  await bus.start();
  return bus;
}

async function createPayments(env: Env, secret: string, database: DatabaseHandle): Promise<PaymentProvider> {
  // env.ts made sure Stripe is chosen only with its keys.
  if (env.payments === "sandbox" || !env.STRIPE_SECRET_KEY) return new SandboxPayments({ secret, db: database.db });
  const { StripePayments } = await import("./payments/stripe-payments.ts");
  return new StripePayments({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    apiBase: env.STRIPE_API_BASE,
  });
}
