import path from "node:path";
import { PREMIUM_PRICE_MIN_CENTS } from "@portal/shared/agency-settings";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

const splitList = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function isHttpOrigin(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    /** The built web app to serve; defaults to apps/web/dist. */
    WEB_DIST_DIR: z.string().optional(),
    DATABASE_URL: z.url({ message: "DATABASE_URL must be a postgres:// URL" }).optional(),
    PUBLIC_URL: z.url().optional(),
    DEMO_DATA: bool.optional(),
    /** Reverse proxies in front of the portal whose X-Forwarded-For is believed (0: none). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
    /** Comma-separated origins allowed besides PUBLIC_URL (for example a dev server). */
    TRUSTED_ORIGINS: z.string().default(""),
    BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
    /** Multiplies every sign-in rate limit (raise it for end-to-end test runs, never lower than 1). */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).default(1),
    /** SMS codes the whole portal may send per hour; beyond it sends are refused and admins e-mailed. */
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(100),
    /** Bearer token for `GET /metrics` (Prometheus); unset, the endpoint does not exist. */
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    /** How long a session look-up is reused in-process (0 turns the cache off); see decision 025. */
    SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
    /** Hours between backups the portal takes itself (0: none; run `npm run backup` from cron instead). */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 31)
      .default(0),
    /** Where scheduled backups go; DATA_DIR/backups by default. */
    BACKUP_DIR: z.string().optional(),
    /** How many scheduled backups are kept; older ones are deleted after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    /** Events for one person within this many minutes go out as one e-mail (0: each at once). */
    NOTIFICATION_DIGEST_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
    /** Hour of the day, on the agency's clock (its time zone setting), when daily digests go out. */
    NOTIFICATION_DAILY_HOUR: z.coerce.number().int().min(0).max(23).default(8),
    /** How often each instance looks for due notifications. */
    NOTIFICATION_POLL_SECONDS: z.coerce.number().min(0.1).max(300).default(2),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** `json` always, `pretty` always; unset, readable lines in a terminal and JSON otherwise. */
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    /** A stop (SIGTERM, Ctrl-C) ends the process within this many seconds, whatever is still running. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
    /** PostgreSQL: a statement running longer is cancelled (503 `database_busy`); 0 turns it off. */
    DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(30),
    /** PostgreSQL: a statement waiting longer for a row or table lock gives up (503 `database_busy`); 0: no limit. */
    DATABASE_LOCK_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(3),
    /** PostgreSQL: how long a request waits for a free connection of the pool before 503. */
    DATABASE_ACQUIRE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
    // First-run defaults of the agency settings only (see modules/agency/first-run-defaults.ts):
    // read when the settings row is first written, then edited in Settings -> Agency.
    SUPPORT_EMAIL: z.email().optional(),
    /** The From address of e-mails; its display name is only the sender name's first-run default. */
    MAIL_FROM: z.string().default("Client Portal <no-reply@localhost>"),
    PREMIUM_PRICE_CENTS: z.coerce.number().int().min(PREMIUM_PRICE_MIN_CENTS).optional(),
    PREMIUM_PRICE_LABEL: z.string().min(1).optional(),
    PREMIUM_PLAN_NAME: z.string().min(1).optional(),
    /** Origin of the sample demo site; a second port of this process in development. */
    DEMO_SITE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    SMTP_URL: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z.url().optional(),
    /** The payment provider; by default Stripe when its keys are set, else the sandbox checkout. */
    PAYMENTS: z.enum(["stripe", "sandbox"]).optional(),
  })
  .superRefine((v, ctx) => {
    const groups: Array<[string, string[]]> = [
      ["TWILIO", ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]],
      ["STRIPE", ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]],
      ["S3", ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]],
    ];
    if (v.DATABASE_URL && !v.BETTER_AUTH_SECRET) {
      // With a shared database several instances may run; they must sign sessions alike.
      ctx.addIssue({ code: "custom", message: "BETTER_AUTH_SECRET is required when DATABASE_URL is set" });
    }
    for (const origin of splitList(v.TRUSTED_ORIGINS)) {
      if (!isHttpOrigin(origin)) {
        ctx.addIssue({ code: "custom", path: ["TRUSTED_ORIGINS"], message: `"${origin}" is not an http(s) origin` });
      }
    }
    if (v.PAYMENTS === "stripe" && !v.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", message: "PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET" });
    }
    if (v.NODE_ENV === "production" && v.DATABASE_URL && !v.STRIPE_SECRET_KEY && v.PAYMENTS !== "sandbox") {
      // A real deployment must not take free "payments" by accident: the sandbox grants premium on a click.
      ctx.addIssue({
        code: "custom",
        message:
          "Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or set PAYMENTS=sandbox to run the sandbox checkout (no real charges) on purpose",
      });
    }
    if (v.NODE_ENV === "production" && v.DATABASE_URL && !v.PUBLIC_URL) {
      // Without it, links in e-mails and checkout returns would be built from each request's Host header.
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "PUBLIC_URL is required in production with DATABASE_URL: set it to the address people open the portal at (https://portal.example.com); links in e-mails and payment returns are built from it",
      });
    }
    for (const [group, keys] of groups) {
      const set = keys.filter((k) => v[k as keyof typeof v] !== undefined);
      if (set.length > 0 && set.length < keys.length) {
        const missing = keys.filter((k) => !set.includes(k));
        ctx.addIssue({ code: "custom", message: `${group} is partly configured: also set ${missing.join(", ")}` });
      }
    }
  });

export type Env = z.infer<typeof schema> & {
  dataDir: string;
  /** PUBLIC_URL, or http://localhost:PORT when it is unset. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set; when not, the portal also accepts the origin each request was served at. */
  publicUrlConfigured: boolean;
  trustedOrigins: string[];
  backupDir: string;
  payments: "stripe" | "sandbox";
  demoData: boolean;
};

/** Reads and validates the environment; the only place that touches `process.env`. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "config"}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const v = parsed.data;
  return {
    ...v,
    dataDir: path.resolve(v.DATA_DIR),
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ""),
    publicUrlConfigured: v.PUBLIC_URL !== undefined,
    trustedOrigins: splitList(v.TRUSTED_ORIGINS).map((o) => new URL(o).origin),
    backupDir: path.resolve(v.BACKUP_DIR ?? path.join(v.DATA_DIR, "backups")),
    payments: v.PAYMENTS ?? (v.STRIPE_SECRET_KEY ? "stripe" : "sandbox"),
    demoData: v.DEMO_DATA ?? !v.DATABASE_URL,
  };
}
