import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** What the portal counts for `/metrics` (Prometheus text format); one registry per app. */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: { pool?: pg.Pool; outboxDepth?: () => Promise<number> }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "portal_" });
  const { pool, outboxDepth } = options;
  return {
    registry,
    httpRequests: new Counter({
      name: "portal_http_requests_total",
      help: "API requests answered, by route pattern, method and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "portal_http_request_duration_seconds",
      help: "API request latency, by route pattern and method",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    eventStreams: new Gauge({
      name: "portal_event_streams_open",
      help: "Live-update streams open on this instance",
      registers: [registry],
    }),
    smsSent: new Counter({
      name: "portal_sms_total",
      help: "SMS messages handed to the SMS provider, by result",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    emailsSent: new Counter({
      name: "portal_emails_total",
      help: "E-mails handed to the mail provider, by result",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    signInFailures: new Counter({
      name: "portal_sign_in_failures_total",
      help: "Refused sign-in attempts, by method",
      labelNames: ["method"] as const,
      registers: [registry],
    }),
    lastBackup: new Gauge({
      name: "portal_last_backup_timestamp_seconds",
      help: "When this instance last wrote a scheduled backup (Unix time); absent until it has",
      registers: [registry],
    }),
    notificationOutboxDepth: new Gauge({
      name: "portal_notification_outbox_depth",
      help: "Notifications waiting in the outbox (pending rows, digests and retries included)",
      registers: [registry],
      async collect() {
        if (outboxDepth) this.set(await outboxDepth());
      },
    }),
    databasePool: new Gauge({
      name: "portal_database_pool_connections",
      help: "PostgreSQL pool connections by state (absent on the embedded database)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        if (!pool) return;
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    }),
  };
}
