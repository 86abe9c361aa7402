import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, twoFactors } from "../../db/schema/index.ts";
import { cookieFrom, createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { totpCode } from "../../test/totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) =>
  t.request(`/api/auth${path}`, { method: "POST", body: JSON.stringify(body), cookie });

/** Sets up an authenticator app for a signed-in person; returns its URI, the recovery codes and the new session. */
async function enrol(cookie: string) {
  const enabled = await post("/two-factor/enable", { issuer: "Client Portal" }, cookie);
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = await readJson<{ totpURI: string; backupCodes: string[] }>(enabled);
  const confirmed = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, cookie);
  expect(confirmed.status).toBe(200);
  return { totpURI, backupCodes, cookie: cookieFrom(confirmed) };
}

/** The first factor (SMS code) of a person with a phone; answers Better Auth's response. */
async function smsStep(phone: string) {
  expect((await post("/phone-number/send-otp", { phoneNumber: phone })).status).toBe(200);
  return post("/phone-number/verify", { phoneNumber: phone, code: t.sms.lastCodeFor(phone) });
}

const me = (cookie: string) => t.request("/api/me", { cookie });

describe("an authenticator app (TOTP)", () => {
  it("is set up with a code from the app; a wrong code leaves it off", async () => {
    const { cookie, user } = await t.signInAs();
    const enabled = await post("/two-factor/enable", {}, cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = await readJson<{ totpURI: string; backupCodes: string[] }>(enabled);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes).toHaveLength(10);
    expect((await readJson<{ twoFactorEnabled: boolean }>(me(cookie))).twoFactorEnabled).toBe(false);

    const wrong = await post("/two-factor/verify-totp", { code: "000000" === totpCode(totpURI) ? "111111" : "000000" }, cookie);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_CODE" });

    const confirmed = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, cookie);
    expect(confirmed.status).toBe(200);
    const profile = await readJson<{ twoFactorEnabled: boolean }>(me(cookieFrom(confirmed)));
    expect(profile.twoFactorEnabled).toBe(true);
    // The secret and recovery codes are stored encrypted, never as shown.
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(row.verified).toBe(true);
    expect(row.secret).not.toContain(new URL(totpURI).searchParams.get("secret"));
    expect(row.backupCodes).not.toContain(backupCodes[0]);
    // Confirming the app is not a sign-in.
    const signIns = await t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, user.id));
    expect(signIns.filter((e) => e.kind === "sign_in").map((e) => e.after)).toEqual([{ method: "sms" }]);
  });

  it("asks for the app's code after the SMS code, and only then signs the person in", async () => {
    const { cookie, user } = await t.signInAs();
    const { totpURI } = await enrol(cookie);
    const first = await smsStep(user.phone as string);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    const pending = cookieFrom(first);
    expect(pending).not.toMatch(/session_token=[^;]/);
    expect((await me(pending)).status).toBe(401);

    const second = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, pending);
    expect(second.status).toBe(200);
    expect((await readJson<{ id: string }>(me(cookieFrom(second)))).id).toBe(user.id);
    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, user.id));
    expect(entries.filter((e) => e.kind === "sign_in").map((e) => e.after)).toEqual([{ method: "sms" }, { method: "totp" }]);
  });

  it("refuses a wrong code at sign-in and without the pending step", async () => {
    const { cookie, user } = await t.signInAs();
    const { totpURI } = await enrol(cookie);
    const pending = cookieFrom(await smsStep(user.phone as string));
    const wrong = await post("/two-factor/verify-totp", { code: totpCode(totpURI, Date.now() - 5 * 60_000) }, pending);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    const without = await post("/two-factor/verify-totp", { code: totpCode(totpURI) });
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ code: "INVALID_TWO_FACTOR_COOKIE" });
  });

  it("takes a recovery code once instead of the app's code", async () => {
    const { cookie, user } = await t.signInAs();
    const { backupCodes } = await enrol(cookie);
    const first = await post(
      "/two-factor/verify-backup-code",
      { code: backupCodes[0] },
      cookieFrom(await smsStep(user.phone as string)),
    );
    expect(first.status).toBe(200);
    expect((await me(cookieFrom(first))).status).toBe(200);
    const again = await post(
      "/two-factor/verify-backup-code",
      { code: backupCodes[0] },
      cookieFrom(await smsStep(user.phone as string)),
    );
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "INVALID_BACKUP_CODE" });
  });

  it("is removed by its owner, and the SMS code alone signs in again", async () => {
    const { cookie, user } = await t.signInAs();
    const enrolled = await enrol(cookie);
    const removed = await post("/two-factor/disable", {}, enrolled.cookie);
    expect(removed.status).toBe(200);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toHaveLength(0);
    const next = await smsStep(user.phone as string);
    expect((await readJson<{ twoFactorEnabled: boolean }>(me(cookieFrom(next)))).twoFactorEnabled).toBe(false);
  });

  it("cannot be set up or removed signed out", async () => {
    expect((await post("/two-factor/enable", {})).status).toBe(401);
    expect((await post("/two-factor/disable", {})).status).toBe(401);
  });
});

describe("an authenticator code signs in once (decision 119)", () => {
  it("refuses the same code, or an older one, at a second sign-in", async () => {
    const { cookie, user } = await t.signInAs();
    const { totpURI } = await enrol(cookie);
    const code = totpCode(totpURI, Date.now() + 30_000);
    const first = await post("/two-factor/verify-totp", { code }, cookieFrom(await smsStep(user.phone as string)));
    expect(first.status).toBe(200);

    const again = await post("/two-factor/verify-totp", { code }, cookieFrom(await smsStep(user.phone as string)));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "totp_code_used" });
    // An older code of the window is refused too.
    const pending = cookieFrom(await smsStep(user.phone as string));
    expect((await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, pending)).status).toBe(400);
  });
});
