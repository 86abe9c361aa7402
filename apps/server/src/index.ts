import { serve } from "@hono/node-server";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { buildDeps } from "./build-deps.ts";
import { openDatabase } from "./db/client.ts";
import { demoSignInHelp, seedDemoData } from "./db/seed/demo-data.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { resolveSecret } from "./lib/secret.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, "../../web/dist");

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, process.stdout.isTTY && env.NODE_ENV !== "production");
  fs.mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.dataDir, "db") });
  log.info({ database: database.kind }, "database ready, migrations applied");

  const secret = resolveSecret(env.BETTER_AUTH_SECRET, env.dataDir);
  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist;
  const hasWeb = fs.existsSync(path.join(webDist, "index.html"));
  if (!hasWeb) log.warn("The web app is not built (npm run build); only the API is served.");
  const deps = await buildDeps({ env, database, log, secret, webDistDir: hasWeb ? webDist : undefined });
  const p = deps.providers;
  log.info({ sms: p.sms.kind, email: p.email.kind, storage: p.storage.kind, events: p.events.kind, payments: p.payments.kind }, "providers");

  if (env.demoData) await seedDemoData({ db: deps.db, storage: p.storage, demoSiteUrl: env.publicUrl }, log);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(`Portal listening on ${env.publicUrl} (port ${info.port})`);
    if (env.demoData) log.info(`\n${demoSignInHelp(env.publicUrl)}`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    server.close(async () => {
      await p.events.close();
      await database.close();
      log.info("stopped");
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
