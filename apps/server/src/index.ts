import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { buildDeps } from "./build-deps.ts";
import { openAppDatabase } from "./db/pglite-upgrade.ts";
import { demoSignInHelp, seedDemoData } from "./db/seed/demo-data.ts";
import { loadEnv } from "./env.ts";
import { gracefulStop } from "./lib/graceful-stop.ts";
import { keepHeapClose } from "./lib/heap-growth.ts";
import { chooseLogFormat, createLogger } from "./lib/logger.ts";
import { closePrerenderProcess } from "./lib/prerender-pages.ts";
import { installSafetyNets } from "./lib/safety-nets.ts";
import { resolveSecret } from "./lib/secret.ts";
import { prepareSetupCode } from "./modules/agency/index.ts";
import { demoSiteOrigin, startDemoSite } from "./modules/demo-site/start-demo-site.ts";
import { outboxWorkerFor } from "./modules/notifications/outbox-worker.ts";
import { createBackup } from "./ops/backup.ts";
import { lockDataFolder } from "./ops/data-folder-lock.ts";
import { startPaymentSchedule } from "./ops/payment-schedule.ts";
import { startScheduledBackups } from "./ops/scheduled-backups.ts";
import { closePdfProcess } from "./pdf/render-pdf.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, "../../web/dist");

async function main() {
  keepHeapClose();
  const env = loadEnv();
  // People starting it in a terminal get readable lines; services and CI get JSON.
  const log = createLogger(env.LOG_LEVEL, chooseLogFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)));
  let onFatal: () => void = () => process.exit(1);
  installSafetyNets(log, () => onFatal());
  fs.mkdirSync(env.dataDir, { recursive: true });
  // The embedded database belongs to one process: a second portal or a CLI command on the same
  // folder refuses at once, naming who holds it (decision 072). PostgreSQL serves several.
  const folderLock = env.DATABASE_URL ? undefined : await lockDataFolder(env.dataDir, "portal", "Cannot start the portal");
  const database = await openAppDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "db"),
    log: log.child({ component: "database" }),
    timeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
      lockMs: env.DATABASE_LOCK_TIMEOUT_SECONDS * 1000,
      acquireMs: env.DATABASE_ACQUIRE_TIMEOUT_SECONDS * 1000,
    },
  });
  log.info({ database: database.kind }, "database ready, migrations applied");

  const secret = resolveSecret(env.BETTER_AUTH_SECRET, env.dataDir);
  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist;
  const hasWeb = fs.existsSync(path.join(webDist, "index.html"));
  if (!hasWeb) log.warn("The web app is not built (npm run build); only the API is served.");
  const deps = await buildDeps({ env, database, log, secret, webDistDir: hasWeb ? webDist : undefined });
  const p = deps.providers;
  log.info(
    { sms: p.sms.kind, email: p.email.kind, storage: p.storage.kind, events: p.events.kind, payments: p.payments.kind },
    "providers",
  );

  // The sample demo site: on DEMO_SITE_PORT, or on the next port in the embedded set-up.
  const embeddedDemoPort = !env.DATABASE_URL && env.PORT > 0 && env.PORT < 65535 ? env.PORT + 1 : undefined;
  const demoSitePort = env.DEMO_SITE_PORT ?? embeddedDemoPort;
  const demoSiteUrl = demoSitePort ? demoSiteOrigin(env.publicUrl, demoSitePort) : env.publicUrl;
  const demoSite = demoSitePort
    ? startDemoSite({ port: demoSitePort, host: env.HOST, portalUrl: env.publicUrl, log })
    : undefined;
  if (env.demoData) await seedDemoData({ db: deps.db, storage: p.storage, demoSiteUrl }, log);
  // While no admin exists every page leads to /setup, which asks for this code (decision 069).
  const setupCode = await prepareSetupCode({ db: deps.db, dataDir: env.dataDir, log });
  const backups =
    env.BACKUP_INTERVAL_HOURS > 0
      ? startScheduledBackups({
          database,
          storage: p.storage,
          log: log.child({ component: "backups" }),
          folder: env.backupDir,
          intervalHours: env.BACKUP_INTERVAL_HOURS,
          keep: env.BACKUP_KEEP,
          onBackup: (at) => deps.metrics.lastBackup.set(at.getTime() / 1000),
        })
      : undefined;
  const notifications = outboxWorkerFor(deps).start(env.NOTIFICATION_POLL_SECONDS * 1000, deps.lifecycle.stopping);
  const paymentSchedule = startPaymentSchedule(deps, database, deps.lifecycle.stopping);
  // `npm run backup` asks this process for the archive instead of opening its database.
  const control = folderLock?.holder.token
    ? { token: folderLock.holder.token, backup: (file: string) => createBackup({ database, storage: p.storage }, file) }
    : undefined;
  const app = createApp(deps, { control });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    folderLock?.update({ port: info.port, controlUrl: `http://${loopbackHost(env.HOST)}:${info.port}` });
    log.info(`Portal listening on ${env.publicUrl} (port ${info.port})`);
    if (env.demoData) {
      const help = demoSignInHelp(env.publicUrl);
      log.info({ signIn: { people: help.people } }, help.message);
    }
    if (setupCode) log.info(`Set-up code: ${setupCode} (open ${env.publicUrl}/setup)`);
    // From `npm start` (build included) when it set the mark, else from this process's start.
    const since = Number(process.env.PORTAL_STARTED_AT) || performance.timeOrigin;
    log.info(`Ready in ${((Date.now() - since) / 1000).toFixed(1)} s`);
  });

  const stop = gracefulStop({
    timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    log,
    server: server as Server,
    // Live-update streams end now (browsers reconnect elsewhere); other requests may finish.
    beforeClose: () => {
      deps.lifecycle.stop();
      demoSite?.close();
    },
    afterClose: [
      () => backups?.stop(),
      () => notifications,
      () => paymentSchedule,
      () => p.events.close(),
      () => closePdfProcess(),
      () => closePrerenderProcess(),
      () => database.close(),
    ],
  });
  onFatal = () => stop("uncaughtException", 1);
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** Where this machine reaches a server listening on `host`. */
function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
