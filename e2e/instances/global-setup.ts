import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { E2E_DATA_DIR, E2E_PORT } from "../e2e-env.ts";
import { type ClusterInfo, clusterFile, startInstance, waitForHealth } from "./cluster.ts";
import { startProxy } from "./proxy.ts";

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
 * Two instances of the portal on one new PostgreSQL database behind a small reverse proxy on
 * E2E_PORT, as docs/deployment.md describes: the first seeds the demo data, the second starts
 * once it is up. Torn down (processes, database, data folder) when the run ends.
 */
export default async function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  const name = `portal_e2e_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await onServer(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const ports = [E2E_PORT + 1, E2E_PORT + 2];
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: randomUUID() + randomUUID(),
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    TRUST_PROXY: "1",
    PAYMENTS: "sandbox",
    NODE_ENV: "production",
    // One shared folder stands in for shared storage; it also holds the dev SMS and mail outboxes.
    DATA_DIR: E2E_DATA_DIR,
    SMS_HOURLY_BUDGET: "100000",
    LOG_LEVEL: "info",
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  };
  const children: ChildProcess[] = [];
  for (const [index, port] of ports.entries()) {
    const logFile = path.join(E2E_DATA_DIR, `instance-${index}.log`);
    const child = startInstance({ port, logFile, env: { ...env, DEMO_DATA: index === 0 ? "true" : "false" } });
    children.push(child);
    await waitForHealth(port, child);
  }
  const proxy = await startProxy({ port: E2E_PORT, upstreams: ports });
  const info: ClusterInfo = {
    proxyPort: E2E_PORT,
    databaseUrl,
    instances: children.map((child, index) => ({ port: ports[index] as number, pid: child.pid as number })),
  };
  fs.writeFileSync(clusterFile(E2E_DATA_DIR), JSON.stringify(info));

  return async () => {
    proxy.close();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
