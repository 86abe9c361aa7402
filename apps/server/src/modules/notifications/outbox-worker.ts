import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "@portal/shared/notification-contracts";
import { readNotification } from "@portal/shared/notification-payloads";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { AppDeps } from "../../app-deps.ts";
import { consumeSmsBudget } from "../../auth/sms-limits.ts";
import type { Database } from "../../db/client.ts";
import { notificationOutbox, notificationPreferences, profiles } from "../../db/schema/index.ts";
import { currentMailBrand } from "../../lib/current-brand.ts";
import type { EmailProvider } from "../../providers/email/email-provider.ts";
import type { SmsProvider } from "../../providers/sms/sms-provider.ts";
import { languageOf } from "./email/messages.ts";
import { type MailItem, renderMail, renderSms } from "./email/render.tsx";
import { unsubscribeToken } from "./unsubscribe-token.ts";

type OutboxRow = typeof notificationOutbox.$inferSelect;

export interface WorkerDeps {
  db: Database;
  email: EmailProvider;
  sms: SmsProvider;
  log: Logger;
  portalUrl: string;
  secret: string;
  smsHourlyBudget: number;
  /** How long a claim holds its rows before another worker may take them (seconds). */
  leaseSeconds?: number;
  /** First retry delay; each further one doubles, up to an hour (seconds). */
  retryBaseSeconds?: number;
  maxAttempts?: number;
}

/** Rows claimed together for one message (one e-mail, possibly a digest; or one SMS). */
interface Claim {
  batchId: string;
  leaseUntil: Date;
  rows: OutboxRow[];
}

/**
 * Claims due outbox rows (`FOR UPDATE SKIP LOCKED`, so workers on other instances take other
 * rows), groups them per person into one message and delivers it. A message's Message-ID is its
 * batch id, fixed at the first claim, so a message sent again after a crash is the same message.
 */
export class OutboxWorker {
  private readonly lease: number;
  private readonly retryBase: number;
  private readonly maxAttempts: number;

  constructor(private readonly deps: WorkerDeps) {
    this.lease = deps.leaseSeconds ?? 120;
    this.retryBase = deps.retryBaseSeconds ?? 30;
    this.maxAttempts = deps.maxAttempts ?? 8;
  }

  /** Claims and delivers what is due now; answers how many messages it handled. */
  async runOnce(limit = 50): Promise<number> {
    const claims = await this.claim(limit);
    for (const claim of claims) await this.deliver(claim);
    return claims.length;
  }

  async claim(limit = 50): Promise<Claim[]> {
    const o = notificationOutbox;
    return this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(o)
        .where(and(eq(o.status, "pending"), lte(o.dueAt, sql`now()`), or(isNull(o.leaseUntil), lt(o.leaseUntil, sql`now()`))))
        .orderBy(asc(o.dueAt), asc(o.createdAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const groups = new Map<string, OutboxRow[]>();
      for (const row of due) {
        const key = row.batchId ?? (row.channel === "sms" ? row.id : `${row.recipientId}:email`);
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      const claims: Claim[] = [];
      for (const rows of groups.values()) {
        const batchId = rows[0].batchId ?? rows.map((r) => r.id).sort()[0];
        // Kept to the millisecond, so that settling can compare it exactly ("is it still mine?").
        const leaseUntil = new Date(Date.now() + this.lease * 1000);
        const updated = await tx
          .update(o)
          .set({ batchId, attempts: sql`${o.attempts} + 1`, leaseUntil })
          .where(
            inArray(
              o.id,
              rows.map((r) => r.id),
            ),
          )
          .returning();
        claims.push({ batchId, leaseUntil, rows: updated });
      }
      return claims;
    });
  }

  async deliver(claim: Claim): Promise<void> {
    const { db } = this.deps;
    const first = claim.rows[0];
    try {
      const [person] = await db.select().from(profiles).where(eq(profiles.id, first.recipientId));
      if (!person) return; // deleted: the rows went with the profile
      const off = await offCategories(db, person.id);
      const wanted = claim.rows.filter((r) => r.channel === "sms" || !off.has(r.category as NotificationCategory));
      await this.finish(
        claim,
        claim.rows.filter((r) => !wanted.includes(r)),
        "skipped",
      );
      if (wanted.length === 0) return;
      const language = languageOf(person.language);
      const items = wanted.map((r) => this.readRow(r, person.role));
      const brand = await currentMailBrand(db, this.deps.portalUrl);
      if (first.channel === "sms") {
        if (!person.phone || !person.smsUrgent) return await this.finish(claim, wanted, "skipped");
        if (!(await consumeSmsBudget(db, this.deps.smsHourlyBudget)))
          return await this.finish(claim, wanted, "skipped", "SMS budget used up");
        await this.deps.sms.send(person.phone, renderSms(items[0], { brand, language, portalUrl: this.deps.portalUrl }));
        return await this.finish(claim, wanted, "sent");
      }
      const categories = [...new Set(wanted.map((r) => r.category as NotificationCategory))];
      const unsubscribeUrl = `${this.deps.portalUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(this.deps.secret, person.id, categories)}`;
      const mail = renderMail(items, { brand, language, name: person.fullName, portalUrl: this.deps.portalUrl, unsubscribeUrl });
      await this.deps.email.send({
        to: person.email,
        fromName: brand.senderName,
        ...mail,
        messageId: `<${claim.batchId}@${new URL(this.deps.portalUrl).hostname}>`,
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      await this.finish(claim, wanted, "sent");
    } catch (error) {
      await this.retryLater(claim, error);
    }
  }

  /** A row read through its kind's schema; one that no longer fits is told generically (and logged). */
  private readRow(row: OutboxRow, role: string): MailItem {
    const read = readNotification(row.kind, row.data);
    if (read) return read;
    this.deps.log.warn({ row: row.id, kind: row.kind }, "notification payload does not fit its kind; sent as a generic update");
    return { kind: null, to: role === "admin" ? "admin" : "client" };
  }

  /** Settles rows of a claim this worker still holds (a lease taken over by another worker is theirs). */
  private async finish(claim: Claim, rows: OutboxRow[], status: "sent" | "skipped", reason?: string): Promise<void> {
    if (rows.length === 0) return;
    const o = notificationOutbox;
    await this.deps.db
      .update(o)
      .set({ status, sentAt: status === "sent" ? sql`now()` : null, leaseUntil: null, lastError: reason ?? null })
      .where(
        and(
          inArray(
            o.id,
            rows.map((r) => r.id),
          ),
          eq(o.leaseUntil, claim.leaseUntil),
        ),
      );
  }

  private async retryLater(claim: Claim, error: unknown): Promise<void> {
    const o = notificationOutbox;
    const attempts = Math.max(...claim.rows.map((r) => r.attempts));
    const delay = Math.min(this.retryBase * 2 ** (attempts - 1), 3600);
    const message = error instanceof Error ? error.message : String(error);
    this.deps.log.warn({ err: error, batch: claim.batchId, attempts }, "notification not delivered; will retry");
    await this.deps.db
      .update(o)
      .set({
        status: attempts >= this.maxAttempts ? "failed" : "pending",
        dueAt: sql`now() + make_interval(secs => ${delay})`,
        leaseUntil: null,
        lastError: message.slice(0, 500),
      })
      .where(
        and(
          inArray(
            o.id,
            claim.rows.map((r) => r.id),
          ),
          eq(o.leaseUntil, claim.leaseUntil),
        ),
      );
  }

  /** Polls every `intervalMs` until `signal` aborts; answers a promise that ends with the last round. */
  start(intervalMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (running) return; // the last round is still going
        running = this.runOnce()
          .then(
            () => undefined,
            (error: unknown) => this.deps.log.error({ err: error }, "notification worker round failed"),
          )
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      signal.addEventListener("abort", () => {
        clearInterval(timer);
        void (running ?? Promise.resolve()).then(resolve);
      });
    });
  }
}

/** The categories a person has turned off. */
async function offCategories(db: Database, userId: string): Promise<Set<NotificationCategory>> {
  const rows = await db
    .select({ category: notificationPreferences.category })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.mode, "off")));
  return new Set(rows.map((r) => r.category as NotificationCategory).filter((c) => NOTIFICATION_CATEGORIES.includes(c)));
}

/** The worker of this app instance. */
export function outboxWorkerFor(deps: Pick<AppDeps, "db" | "providers" | "log" | "config">, options: Partial<WorkerDeps> = {}) {
  return new OutboxWorker({
    db: deps.db,
    email: deps.providers.email,
    sms: deps.providers.sms,
    log: deps.log.child({ component: "notifications" }),
    portalUrl: deps.config.publicUrl,
    secret: deps.config.notifications.secret,
    smsHourlyBudget: deps.config.smsHourlyBudget,
    ...options,
  });
}
