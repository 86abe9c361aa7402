/**
 * Memory of the running portal (issue 26): the resident set size (RSS) of its processes (the server
 * and any PDF or prerendering process it started, decision 136) at idle, 10 s after the public
 * pages, a sign-in and the everyday screens of a client and an admin, and its peak under a load of
 * those screens (autocannon, 32 connections, in a separate process), with PASS/FAIL lines:
 * - the embedded default (`npm start`: PGlite in the process) <= 300 MB idle, <= 400 MB under load;
 * - PostgreSQL mode (the compiled server, a scratch database on BENCH_POSTGRES_URL) <= 200 MB.
 * The demo data in both. BENCH_LOAD_SECONDS sets the load (default 30; the soak is 300);
 * BENCH_MODES=embedded|postgres runs one. At idle it also prints the server's V8 heap (from its own
 * `/metrics`) and the rest of its resident set. Build first (`npm run build`); `npm start` checks again.
 *
 *   npm run bench:memory
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const IDLE_SECONDS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3740);
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const MODES = process.env.BENCH_MODES ?? "embedded,postgres";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
const CLIENT_PHONE = "+15550100002";
/** Lets the bench read the server's own figures (`/metrics`): its heap beside its resident set. */
const METRICS_TOKEN = "bench-memory-metrics-token";
const ADMIN_PHONE = "+15550100001";

const publicPages = ["/", "/login"];
const clientScreens = [
  "/api/session",
  "/api/me",
  "/api/projects/mine",
  "/api/revisions",
  "/api/invoices",
  "/api/support/tickets",
  "/api/notifications/counts",
  "/api/store/features",
  "/api/store/purchases",
  "/dashboard",
];
const adminScreens = [
  "/api/notifications/counts",
  "/api/admin/dashboard/charts",
  "/api/admin/users?role=client",
  "/api/admin/invoices",
  "/api/admin/support-tickets",
  "/api/admin/client-features",
];

/** Resident set size of a process, in MB (Linux); 0 once it is gone. */
function ownRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The process's children, and theirs (Linux). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the second field after the command, which sits in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone while listed.
    }
  }
  const found: number[] = [];
  const visit = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Resident set size of the portal, in MB: its process and any it started (PDF, prerendering). */
function rssMb(pid: number): number {
  return [pid, ...descendants(pid)].reduce((sum, p) => sum + ownRssMb(p), 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error("the server did not answer within 5 minutes");
}

/** Signs a demo person in with the code the dev SMS outbox wrote to DATA_DIR. */
async function signIn(base: string, dataDir: string, phone: string): Promise<string> {
  const post = (p: string, body: unknown) =>
    fetch(`${base}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
  const sent = await post("/api/auth/phone-number/send-otp", { phoneNumber: phone });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}`);
  const lines = fs
    .readFileSync(path.join(dataDir, "outbox", "sms.jsonl"), "utf8")
    .trim()
    .split("\n");
  const last = lines.map((l) => JSON.parse(l) as { to: string; body: string }).findLast((m) => m.to === phone);
  const code = /\b(\d{6})\b/.exec(last?.body ?? "")?.[1];
  const verified = await post("/api/auth/phone-number/verify", { phoneNumber: phone, code });
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function load(url: string, cookie: string, seconds: number): Promise<number> {
  const args = [autocannonBin, "-c", "32", "-d", String(seconds), "-j", "-H", `cookie=${cookie}`, url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", () => resolve(JSON.parse(out).requests.total));
  });
}

/** The server's V8 heap in MB, as its `/metrics` reports it. */
async function heapOf(base: string): Promise<{ total: number; used: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (name: string) => Number(new RegExp(`^portal_${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN) / 1024 / 1024;
  return { total: mb("nodejs_heap_size_total_bytes"), used: mb("nodejs_heap_size_used_bytes") };
}

interface Figures {
  idle: number;
  peak: number;
  requests: number;
}

async function measure(kind: string, command: string[], env: Record<string, string>): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-memory-"));
  const base = `http://localhost:${PORT}`;
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      BACKUP_INTERVAL_HOURS: "0",
      METRICS_TOKEN,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForReady(base, child);
    const pid = child.pid as number;
    // The public pages first, as a browser signing in sees them (prerendered by the server).
    for (const p of publicPages) await (await fetch(`${base}${p}`)).arrayBuffer();
    const client = await signIn(base, dataDir, CLIENT_PHONE);
    const admin = await signIn(base, dataDir, ADMIN_PHONE);
    for (const [cookie, screens] of [
      [client, clientScreens],
      [admin, adminScreens],
    ] as const) {
      for (const p of screens) await (await fetch(`${base}${p}`, { headers: { cookie } })).arrayBuffer();
    }
    await sleep(IDLE_SECONDS * 1000);
    const idle = rssMb(pid);
    const serverIdle = ownRssMb(pid);
    const heap = await heapOf(base);
    let peak = idle;
    // Which screen's load the peak came under: the figure to start from when it is over budget.
    let peakCase = "";
    let current = "";
    const sample = () => {
      const now = rssMb(pid);
      if (now > peak) [peak, peakCase] = [now, current];
    };
    const sampler = setInterval(sample, 200);
    const cases = [...clientScreens.map((p) => [client, p] as const), ...adminScreens.map((p) => [admin, p] as const)];
    const each = Math.max(1, Math.round(LOAD_SECONDS / cases.length));
    let requests = 0;
    for (const [cookie, p] of cases) {
      current = `${cookie === client ? "client" : "admin"} ${p}`;
      requests += await load(`${base}${p}`, cookie, each);
    }
    clearInterval(sampler);
    sample();
    console.log(
      `${kind.padEnd(34)} idle ${idle.toFixed(0).padStart(4)} MB   peak under load ${peak.toFixed(0).padStart(4)} MB   (${requests} requests in ${each * cases.length} s; the peak under ${peakCase || "no load"})`,
    );
    console.log(
      `${"".padEnd(34)} at idle, the server's V8 heap ${heap.total.toFixed(0)} MB (${heap.used.toFixed(0)} MB in use), ` +
        `the rest of its resident set ${(serverIdle - heap.total).toFixed(0)} MB`,
    );
    return { idle, peak, requests };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scratch database on the PostgreSQL server, dropped afterwards. */
async function withScratchDatabase<T>(run: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  admin.on("error", () => undefined);
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${POSTGRES} does not answer; PostgreSQL mode skipped.`);
    return undefined;
  }
  const name = `bench_memory_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const budget = (ok: boolean, text: string) => console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
console.log(`bench:memory — RSS at idle after sign-in and the everyday screens, and under ${LOAD_SECONDS} s of load`);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")}\n`,
);
/** What `npm start` runs, from package.json: its variables, then `node`'s arguments (flags and script). */
function npmStart(): { args: string[]; env: Record<string, string> } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes("=")) {
    const [name, value] = (words.shift() as string).split("=", 2);
    env[name as string] = value ?? "";
  }
  if (words.shift() !== "node") throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  return { args: words, env };
}

if (MODES.includes("embedded")) {
  const start = npmStart();
  const e = await measure("embedded (npm start, PGlite)", start.args, start.env);
  budget(e.idle <= 300, `embedded idle <= 300 MB: ${e.idle.toFixed(0)} MB`);
  budget(e.peak <= 400, `embedded under load <= 400 MB: ${e.peak.toFixed(0)} MB`);
}
if (MODES.includes("postgres")) {
  const p = await withScratchDatabase((url) =>
    measure("PostgreSQL mode (npm run serve)", ["apps/server/dist/index.js"], {
      NODE_ENV: "production",
      DATABASE_URL: url,
      // Required in production with a database server (the address links are built from).
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DEMO_DATA: "true",
      PAYMENTS: "sandbox",
      BETTER_AUTH_SECRET: "bench-memory-secret-bench-memory-secret-0123",
    }),
  );
  if (p) {
    budget(p.idle <= 200, `PostgreSQL mode idle <= 200 MB: ${p.idle.toFixed(0)} MB`);
    budget(p.peak <= 200, `PostgreSQL mode under load <= 200 MB: ${p.peak.toFixed(0)} MB`);
  }
}
