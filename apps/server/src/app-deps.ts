import type { AgencySettings } from "@portal/shared/agency-settings";
import type { Logger } from "pino";
import type { Auth } from "./auth/auth.ts";
import type { CompanyCache } from "./auth/company-cache.ts";
import type { PersonCompanies } from "./auth/company-scope.ts";
import type { AuthRateLimits } from "./auth/rate-limits.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import type { Database } from "./db/client.ts";
import type { Lifecycle } from "./lib/lifecycle.ts";
import type { Metrics } from "./lib/metrics/metrics.ts";
import type { OriginPolicy } from "./lib/origin-policy.ts";
import type { EventStreamLimits } from "./modules/events/index.ts";
import type { NotificationTiming } from "./modules/notifications/enqueue.ts";
import type { Providers } from "./providers/create-providers.ts";

/** Everything a request handler may use; built once by index.ts, or by a test. */
export interface AppDeps {
  db: Database;
  auth: Auth;
  /** Session look-ups of the last seconds; absent when SESSION_CACHE_SECONDS=0. */
  sessionCache?: SessionCache;
  /** Each signed-in client's companies for as long (decision 121); absent with the session cache. */
  companyCache?: CompanyCache<PersonCompanies>;
  providers: Providers;
  log: Logger;
  metrics: Metrics;
  lifecycle: Lifecycle;
  config: AppConfig;
}

export interface AppConfig {
  /** PUBLIC_URL, or http://localhost:PORT when unset (then see `portalUrlFor`). */
  publicUrl: string;
  origins: OriginPolicy;
  isProduction: boolean;
  /** Built web app to serve for non-API paths; none in API tests. */
  webDistDir?: string;
  supportEmail: string;
  rateLimits: AuthRateLimits;
  /** SMS codes the whole portal may send per hour (SMS_HOURLY_BUDGET). */
  smsHourlyBudget: number;
  eventStreams: EventStreamLimits;
  /** TRUST_PROXY: how many proxies' X-Forwarded-For entries name the client (see lib/client-ip.ts). */
  trustProxy: number;
  /** METRICS_TOKEN: `/metrics` answers only with it, and not at all without it. */
  metricsToken?: string;
  notifications: {
    timing: NotificationTiming;
    /** Signs unsubscribe links. */
    secret: string;
  };
  /** First-run values (SUPPORT_EMAIL, PREMIUM_*): the agency settings (modules/agency) are the truth once written. */
  premium: { priceCents: number; priceLabel: string; planName: string };
  /** DATA_DIR (absolute): the set-up code file lives there. */
  dataDir: string;
  /** What the agency settings row starts as (neutral defaults with the environment's first-run values). */
  agencyDefaults: AgencySettings;
}
