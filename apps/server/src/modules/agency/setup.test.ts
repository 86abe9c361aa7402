import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { prepareSetupCode } from "./setup-code.ts";

let t: TestApp;
let code: string;

const setupBody = (overrides: { code?: string; email?: string; phone?: string } = {}) =>
  JSON.stringify({
    code: overrides.code ?? code,
    agency: { name: "Acme Web", defaultLanguage: "he", timeZone: "Asia/Jerusalem" },
    admin: {
      fullName: "Ada Admin",
      email: overrides.email ?? "ada@acme.test",
      phone: overrides.phone ?? "+15550001111",
    },
  });

const setUp = (body: string, ip?: string) => t.request("/api/setup", { method: "POST", body, ip });

beforeEach(async () => {
  t = await createTestApp();
  code = (await prepareSetupCode({ db: t.deps.db, dataDir: t.dataDir, log: pino({ level: "silent" }) })) ?? "";
});
afterEach(() => t.close());

describe("first run", () => {
  it("prints a code, writes it to DATA_DIR/setup-code and keeps it across restarts", async () => {
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(fs.readFileSync(path.join(t.dataDir, "setup-code"), "utf8").trim()).toBe(code);
    const again = await prepareSetupCode({ db: t.deps.db, dataDir: t.dataDir, log: pino({ level: "silent" }) });
    expect(again).toBe(code);
  });

  it("says set-up is needed, then creates the agency and the first admin, who signs in by SMS code", async () => {
    expect(await readJson(t.request("/api/setup"))).toEqual({ required: true });
    const res = await setUp(setupBody({ code: code.toLowerCase() }));
    expect(res.status).toBe(201);
    expect(await readJson(t.request("/api/setup"))).toEqual({ required: false });
    const agency = await readJson<{ name: string; region: { timeZone: string; defaultLanguage: string } }>(
      t.request("/api/agency"),
    );
    expect(agency.name).toBe("Acme Web");
    expect(agency.region).toMatchObject({ timeZone: "Asia/Jerusalem", defaultLanguage: "he" });
    expect(fs.existsSync(path.join(t.dataDir, "setup-code"))).toBe(false);

    const sent = await t.request("/api/auth/phone-number/send-otp", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: "+15550001111" }),
    });
    expect(sent.status).toBe(200);
    const verified = await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: "+15550001111", code: t.sms.lastCodeFor("+15550001111") }),
    });
    expect(verified.status).toBe(200);
    const session = await readJson<{ profile: { role: string; fullName: string } }>(
      t.request("/api/session", {
        cookie: verified.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      }),
    );
    expect(session.profile).toMatchObject({ role: "admin", fullName: "Ada Admin" });
    // A set-password link went to the new admin too.
    expect(t.email.sent.some((m) => m.to === "ada@acme.test")).toBe(true);
  });

  it("answers 404 once an admin exists, and the code is void", async () => {
    const first = await setUp(setupBody());
    expect(first.status, await first.clone().text()).toBe(201);
    const again = await setUp(setupBody({ email: "eve@acme.test", phone: "+15550002222" }));
    expect(again.status).toBe(404);
    expect(await prepareSetupCode({ db: t.deps.db, dataDir: t.dataDir, log: pino({ level: "silent" }) })).toBeNull();
  });

  it("creates exactly one admin when set-ups race", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        setUp(setupBody({ email: `racer${i}@acme.test`, phone: `+1555000${String(3000 + i)}` })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 404)).toBe(true);
    const admins = await t.database.db.query.profiles.findMany({ where: (p, { eq }) => eq(p.role, "admin") });
    expect(admins).toHaveLength(1);
  });

  it("counts wrong codes and locks the address out, also for the right code", async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await setUp(setupBody({ code: "AAAA-AAAA" }), "203.0.113.9");
      expect(wrong.status).toBe(400);
      expect((await readJson<{ error: { code: string } }>(wrong)).error.code).toBe("setup_code_invalid");
    }
    const locked = await setUp(setupBody(), "203.0.113.9");
    expect(locked.status).toBe(429);
    expect((await readJson<{ error: { code: string } }>(locked)).error.code).toBe("too_many_setup_attempts");
    // Another address still gets in with the right code.
    expect((await setUp(setupBody(), "198.51.100.7")).status).toBe(201);
  });

  it("refuses bad input with 400 and names the field", async () => {
    const res = await t.request("/api/setup", {
      method: "POST",
      body: JSON.stringify({ code, agency: { name: "", defaultLanguage: "fr", timeZone: "Mars/Base" }, admin: {} }),
    });
    expect(res.status).toBe(400);
    expect(await readJson(t.request("/api/setup"))).toEqual({ required: true });
  });

  it("replays a retry with the same Idempotency-Key after a lost answer, and refuses the key for another body", async () => {
    const keyed = (body: string, key: string) =>
      t.request("/api/setup", { method: "POST", body, headers: { "idempotency-key": key } });
    const first = await keyed(setupBody(), "setup-once");
    expect(first.status).toBe(201);
    const again = await keyed(setupBody(), "setup-once");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await readJson(again)).toEqual({ email: "ada@acme.test" });
    expect((await keyed(setupBody({ email: "eve@acme.test" }), "setup-once")).status).toBe(422);
    // Without the key, or with another, the portal is set up: 404 as before.
    expect((await setUp(setupBody())).status).toBe(404);
    expect((await keyed(setupBody(), "another-key")).status).toBe(404);
  });

  it("answers both of two racing set-ups with the same key from the one admin it made", async () => {
    const send = () => t.request("/api/setup", { method: "POST", body: setupBody(), headers: { "idempotency-key": "racing" } });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const { rows } = await t.deps.db.execute<{ n: number }>(
      "SELECT count(*)::int AS n FROM profiles WHERE role = 'admin'" as never,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
