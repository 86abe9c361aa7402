import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, init: { cookie?: string } = {}) =>
  t.request(path, { method: "POST", body: JSON.stringify(body), ...init });
const resend = (id: string, cookie?: string) =>
  t.request(`/api/admin/users/${id}/resend-invite`, {
    method: "POST",
    cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
  });
const tokenIn = (text: string | undefined) => decodeURIComponent(text?.match(/token=([^\s&]+)/)?.[1] ?? "");

async function invitedClient() {
  const admin = await t.signInAs({ role: "admin" });
  const email = `invite-${crypto.randomUUID()}@example.test`;
  const phone = `555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const created = await post("/api/admin/users", { email, country: "US", phone, fullName: "Ivy Invite" }, admin);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, email, admin, firstToken: tokenIn(t.email.lastTo(email)?.text) };
}

describe("resend invite", () => {
  it("e-mails a fresh link; the old one stops working and the new one sets the password", async () => {
    const { id, email, admin, firstToken } = await invitedClient();
    const detail = await readJson<{ hasPassword: boolean }>(t.request(`/api/admin/users/${id}`, admin));
    expect(detail.hasPassword).toBe(false);

    const res = await resend(id, admin.cookie);
    expect(res.status).toBe(200);
    const secondToken = tokenIn(t.email.lastTo(email)?.text);
    expect(secondToken).not.toBe("");
    expect(secondToken).not.toBe(firstToken);

    const old = await post("/api/auth/reset-password", { newPassword: "first-link-password", token: firstToken });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ code: "INVALID_TOKEN" });
    const fresh = await post("/api/auth/reset-password", { newPassword: "second-link-password", token: secondToken });
    expect(fresh.status).toBe(200);

    expect((await readJson<{ hasPassword: boolean }>(t.request(`/api/admin/users/${id}`, admin))).hasPassword).toBe(true);
    // Once a password is set, there is no invitation to resend.
    const again = await resend(id, admin.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "password_already_set" } });
  });

  it("refuses anonymous callers, the client themself and other clients", async () => {
    const { id } = await invitedClient();
    expect((await resend(id)).status).toBe(401);
    const other = await t.signInAs({ role: "client" });
    expect((await resend(id, other.cookie)).status).toBe(403);
    const self = await t.signInAs({ role: "client" });
    expect((await resend(self.user.id, self.cookie)).status).toBe(403);
  });

  it("answers 404 for someone who does not exist", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const res = await resend(crypto.randomUUID(), admin.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "user_not_found" } });
  });

  it("works for a person added without an e-mail being sent", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const person = await createProfile(t.database.db, { role: "client" });
    expect((await resend(person.id, admin.cookie)).status).toBe(200);
    expect(t.email.lastTo(person.email)?.text).toMatch(/\/set-password\?email=.*&token=/);
  });
});
