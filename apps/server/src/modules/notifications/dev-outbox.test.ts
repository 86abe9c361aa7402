import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DevOutboxEmail } from "../../providers/email/dev-outbox-email.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** The admin's dev outbox reads DATA_DIR/mail of the embedded default, and only there. */
let t: TestApp;
let onSmtp: TestApp;
let dataDir: string;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;
let client: Person;
const outbox = () => t.deps.providers.email as DevOutboxEmail;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dev-outbox-"));
  t = await createTestApp({ providers: { email: new DevOutboxEmail(dataDir, pino({ level: "silent" })) } });
  // The test app's default e-mail stands for a real server (SMTP): nothing is kept locally.
  onSmtp = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  client = await t.signInAs();
  for (let i = 1; i <= 3; i += 1) {
    await outbox().send({
      to: `person${i}@example.com`,
      subject: `Mail ${i}`,
      text: `Plain text ${i}`,
      html: `<p>HTML ${i}</p>`,
      messageId: `<mail-${i}@portal.example>`,
      headers: { "List-Unsubscribe": `<https://portal.example/u/${i}>` },
    });
  }
});
afterAll(async () => {
  await t.close();
  await onSmtp.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Page {
  mails: Array<{ id: string; to: string; subject: string; sentAt: string }>;
  total: number;
  page: number;
  pageSize: number;
}

describe("dev outbox", () => {
  it("is for admins: anonymous 401, a client 403", async () => {
    for (const path of ["/api/admin/dev-outbox", "/api/admin/dev-outbox/status", "/api/admin/dev-outbox/mails/x"]) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { cookie: client.cookie })).status).toBe(403);
    }
  });

  it("lists the mails newest first, paged, and renders one with both bodies and its headers", async () => {
    expect(await (await t.request("/api/admin/dev-outbox/status", { cookie: admin.cookie })).json()).toEqual({ available: true });
    const first = (await (await t.request("/api/admin/dev-outbox?page=1&pageSize=2", { cookie: admin.cookie })).json()) as Page;
    expect(first.mails.map((m) => m.subject)).toEqual(["Mail 3", "Mail 2"]);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = (await (await t.request("/api/admin/dev-outbox?page=2&pageSize=2", { cookie: admin.cookie })).json()) as Page;
    expect(second.mails.map((m) => m.subject)).toEqual(["Mail 1"]);

    const res = await t.request(`/api/admin/dev-outbox/mails/${second.mails[0].id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      to: "person1@example.com",
      subject: "Mail 1",
      text: "Plain text 1",
      html: "<p>HTML 1</p>",
      headers: { "Message-ID": "<mail-1@portal.example>", "List-Unsubscribe": "<https://portal.example/u/1>" },
    });
  });

  it("answers 404 for a mail that is not there, and refuses a path outside the folder", async () => {
    expect((await t.request("/api/admin/dev-outbox/mails/2026-01-01-nothing", { cookie: admin.cookie })).status).toBe(404);
    expect((await t.request("/api/admin/dev-outbox/mails/..%2F..%2Fsecret", { cookie: admin.cookie })).status).toBe(400);
  });

  it("is not there when the portal sends real e-mail: 404 for the admin, and the status says so", async () => {
    const smtpAdmin = await onSmtp.signInAs({ role: "admin" });
    expect((await onSmtp.request("/api/admin/dev-outbox", { cookie: smtpAdmin.cookie })).status).toBe(404);
    expect((await onSmtp.request("/api/admin/dev-outbox/mails/x", { cookie: smtpAdmin.cookie })).status).toBe(404);
    expect(await (await onSmtp.request("/api/admin/dev-outbox/status", { cookie: smtpAdmin.cookie })).json()).toEqual({
      available: false,
    });
    expect((await onSmtp.request("/api/admin/dev-outbox")).status).toBe(401);
  });
});
