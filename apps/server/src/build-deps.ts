import type { Logger } from "pino";
import type { AppConfig, AppDeps } from "./app-deps.ts";
import { createAuth } from "./auth/auth.ts";
import { CompanyCache } from "./auth/company-cache.ts";
import type { PersonCompanies } from "./auth/company-scope.ts";
import { type AuthRateLimits, scaledAuthRateLimits } from "./auth/rate-limits.ts";
import { SessionCache } from "./auth/session-cache.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Env } from "./env.ts";
import { currentMailBrand } from "./lib/current-brand.ts";
import { Lifecycle } from "./lib/lifecycle.ts";
import { countingEmail, countingSms } from "./lib/metrics/counting-providers.ts";
import { createMetrics } from "./lib/metrics/metrics.ts";
import { createOriginPolicy } from "./lib/origin-policy.ts";
import { ensureAgencySettings, firstRunAgencySettings, watchAgencySettings } from "./modules/agency/index.ts";
import { defaultEventStreamLimits, type EventStreamLimits } from "./modules/events/index.ts";
import { pendingCount } from "./modules/notifications/enqueue.ts";
import { createProviders, type Providers } from "./providers/create-providers.ts";

/** Wires the database, providers and auth into what `createApp` needs. */
export async function buildDeps(options: {
  env: Env;
  database: DatabaseHandle;
  log: Logger;
  secret: string;
  webDistDir?: string;
  providers?: Partial<Providers>;
  rateLimits?: AuthRateLimits;
  /** Overrides SMS_HOURLY_BUDGET (tests). */
  smsHourlyBudget?: number;
  eventStreams?: Partial<EventStreamLimits>;
}): Promise<AppDeps> {
  const { env, database, log, secret } = options;
  const metrics = createMetrics({ pool: database.pool, outboxDepth: () => pendingCount(database.db) });
  const chosen = { ...(await createProviders(env, database, log, secret)), ...options.providers };
  const providers = { ...chosen, sms: countingSms(chosen.sms, metrics), email: countingEmail(chosen.email, metrics) };
  const origins = createOriginPolicy(env);
  const rateLimits = options.rateLimits ?? scaledAuthRateLimits(env.RATE_LIMIT_MULTIPLIER);
  // The agency settings row starts from the environment's first-run defaults; kept in memory,
  // dropped on every instance when any of them saves (the bus).
  const firstRun = firstRunAgencySettings(env);
  await ensureAgencySettings(database.db, firstRun);
  watchAgencySettings(database.db, providers.events);
  const config: AppConfig = {
    publicUrl: env.publicUrl,
    origins,
    isProduction: env.NODE_ENV === "production",
    webDistDir: options.webDistDir,
    supportEmail: firstRun.contact.supportEmail,
    rateLimits,
    smsHourlyBudget: options.smsHourlyBudget ?? env.SMS_HOURLY_BUDGET,
    eventStreams: { ...defaultEventStreamLimits, ...options.eventStreams },
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
    notifications: {
      timing: { digestMinutes: env.NOTIFICATION_DIGEST_MINUTES, dailyHour: env.NOTIFICATION_DAILY_HOUR },
      secret,
    },
    premium: {
      priceCents: firstRun.premium.monthlyPriceCents,
      priceLabel: firstRun.premium.priceLabel.en,
      planName: firstRun.premium.name,
    },
    agencyDefaults: firstRun,
    dataDir: env.dataDir,
  };
  const auth = createAuth({
    db: database.db,
    sms: providers.sms,
    email: providers.email,
    events: providers.events,
    log: log.child({ component: "auth" }),
    secret,
    publicUrl: env.publicUrl,
    origins,
    rateLimits,
    smsHourlyBudget: config.smsHourlyBudget,
    notificationTiming: config.notifications.timing,
    brand: () => currentMailBrand(database.db, env.publicUrl),
  });
  const cacheMs = env.SESSION_CACHE_SECONDS * 1000;
  const sessionCache = cacheMs > 0 ? new SessionCache(providers.events, { ttlMs: cacheMs }) : undefined;
  const companyCache = cacheMs > 0 ? new CompanyCache<PersonCompanies>(providers.events, { ttlMs: cacheMs }) : undefined;
  return { db: database.db, auth, sessionCache, companyCache, providers, log, metrics, lifecycle: new Lifecycle(), config };
}
