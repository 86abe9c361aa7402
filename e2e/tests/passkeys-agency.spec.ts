import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { totpCode } from "../../apps/server/src/test/totp.ts";
import { apiSignIn, createClient, demo, signInThroughUi } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { addVirtualAuthenticator } from "../fixtures/virtual-authenticator.ts";

/** Makes `personId` staff in `agencyRole`, as an owner does from the users list. */
async function makeStaff(owner: APIRequestContext, personId: string, agencyRole: string) {
  const read = await owner.get(`/api/admin/users/${personId}`);
  expect(read.ok(), await read.text()).toBeTruthy();
  const etag = read.headers().etag;
  const changed = await owner.patch(`/api/admin/users/${personId}/role`, {
    data: { role: "admin", agencyRole },
    headers: { "Idempotency-Key": randomUUID(), ...(etag ? { "If-Match": etag } : {}) },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
}

const requireSecondFactor = (owner: APIRequestContext, on: boolean) =>
  owner.put("/api/admin/agency-settings/security", { data: { requireSecondFactorForStaff: on } });

/**
 * Issue 28 §3, decisions 108 and 113: with "Require a second factor for agency roles" on, a
 * designer without an authenticator app adds a passkey in their settings instead, and from then
 * on signs in with the passkey alone: no SMS code, no app code, straight into the admin area.
 */
test("a staff member signs in with a passkey while a second factor is required", async ({ page }) => {
  test.setTimeout(180_000);
  const ownerPerson = await createClient("Oren Owner", "Harbour Pine");
  const staffPerson = await createClient("Dina Designer", "Harbour Pine");
  const demoOwner = await apiSignIn(demo.admin.phone);
  await makeStaff(demoOwner, ownerPerson.id, "owner");
  await makeStaff(demoOwner, staffPerson.id, "project_manager");
  await demoOwner.dispose();
  const owner = await apiSignIn(ownerPerson.phone);
  const enabled = await owner.post("/api/auth/two-factor/enable", { data: {} });
  expect(enabled.ok(), await enabled.text()).toBeTruthy();
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  expect((await owner.post("/api/auth/two-factor/verify-totp", { data: { code: totpCode(totpURI) } })).ok()).toBeTruthy();
  expect((await requireSecondFactor(owner, true)).ok()).toBeTruthy();
  try {
    await addVirtualAuthenticator(page);
    await signInThroughUi(page, staffPerson);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    const card = page.locator("[aria-labelledby=passkeys-title]");
    await expect(card.getByText("Signing in with a passkey also counts as the second step your agency requires.")).toBeVisible();
    await card.getByRole("button", { name: "Add a passkey" }).click();
    await expect(card.getByText(/^Added /)).toBeVisible();
    // The SMS-code session stays short of the rule; the passkey is for the next sign-in.
    expect((await page.request.get("/api/admin/projects")).status()).toBe(403);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/login"));
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin") && !url.pathname.startsWith("/admin/settings"));
    await expect(page.getByRole("heading", { name: "One more step" })).toHaveCount(0);
    expect((await page.request.get("/api/admin/projects")).status()).toBe(200);
    const me = (await (await page.request.get("/api/me")).json()) as { id: string; secondFactorMissing: boolean };
    expect(me).toMatchObject({ id: staffPerson.id, secondFactorMissing: false });
  } finally {
    expect((await requireSecondFactor(owner, false)).ok()).toBeTruthy();
    await owner.dispose();
  }
});
