import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { E2E_DATA_DIR, E2E_PORT } from "../e2e-env.ts";
import { startInstance, waitForHealth } from "../instances/cluster.ts";

const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The portal as docs/deployment.md installs it: PostgreSQL (a new database `first_run_<random>`),
 * DEMO_DATA=false, production mode, no admin. Torn down (process, database, data folder) at the end.
 */
export default async function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  const name = `first_run_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await onServer(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const child: ChildProcess = startInstance({
    port: E2E_PORT,
    logFile: path.join(E2E_DATA_DIR, "portal.log"),
    env: {
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: randomUUID() + randomUUID(),
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      PAYMENTS: "sandbox",
      NODE_ENV: "production",
      DEMO_DATA: "false",
      DATA_DIR: E2E_DATA_DIR,
      SMS_HOURLY_BUDGET: "100000",
      LOG_LEVEL: "info",
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  });
  await waitForHealth(E2E_PORT, child);

  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
