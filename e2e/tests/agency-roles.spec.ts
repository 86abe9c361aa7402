import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { BASE_URL, DEMO_SITE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { makeStaff } from "../fixtures/staff.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject, submitRevision } from "./revisions-setup.ts";

const errorCodeOf = async (response: { json(): Promise<unknown> }) =>
  ((await response.json()) as { error: { code: string } }).error.code;

/**
 * Issue 28 §2, decision 096: an owner makes a person the agency's accountant; the accountant has
 * no Support in the navigation, the support desk shows the role message, and the API refuses the
 * tickets with 403 `forbidden_for_role`, while the invoices stay theirs.
 */
test("an accountant made by the owner cannot reach the support desk's tickets", async ({ page }) => {
  const person = await createClient("Avi Accountant", "Harbour Pine Books");
  await makeStaff(person.id, "accountant");

  await signInPage(page, person.phone);
  await page.goto("/admin/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Invoices" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Support/ })).toHaveCount(0);

  await page.goto("/admin/support-tickets");
  await expect(page.getByRole("heading", { name: "Your role does not include this page" })).toBeVisible();

  const tickets = await page.request.get("/api/admin/support-tickets");
  expect(tickets.status()).toBe(403);
  expect(await errorCodeOf(tickets)).toBe("forbidden_for_role");
});

/**
 * Issue 28 §2, decisions 096 and 110: a designer reaches the revision requests and comments of the
 * project assigned to them, not another project's (page, API and its screenshot files), and has no
 * invoices or tickets.
 */
test("a designer reaches only the revisions and comments of the project assigned to them", async ({ page }) => {
  const pin = {
    id: "title",
    x: 180,
    y: 120,
    comment: "Bigger title on phones",
    mode: "mobile",
    viewportWidth: 375,
    documentHeight: 3000,
  };
  const suffix = randomUUID().slice(0, 6);
  const assigned = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: `Assigned Client ${suffix}` });
  const other = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: `Other Client ${suffix}` });
  const { revision: mine } = await submitRevision(assigned.client, "Make the title bigger", [pin]);
  const { revision: theirs } = await submitRevision(other.client, "Change the footer", [{ ...pin, comment: "Footer in blue" }]);
  await Promise.all([assigned.client.dispose(), other.client.dispose()]);

  const person = await createClient("Dina Designer", "Studio Dina");
  await makeStaff(person.id, "designer");
  const owner = await apiSignIn(demo.admin.phone);
  try {
    const assign = await owner.patch(`/api/admin/projects/${assigned.projectId}`, { data: { assigneeId: person.id } });
    expect(assign.ok(), await assign.text()).toBeTruthy();
  } finally {
    await owner.dispose();
  }

  await signInPage(page, person.phone);
  // The list of revision requests holds the assigned project's client only.
  await page.goto("/admin/revision-requests");
  await expect(page.getByText(`Assigned Client ${suffix}`).first()).toBeVisible();
  await expect(page.getByText(`Other Client ${suffix}`)).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Revision Requests" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Invoices" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: /Support/ })).toHaveCount(0);

  // The assigned project's request and its comment open.
  await page.goto(`/admin/revisions/${mine.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Revision Request #0001" })).toBeVisible();
  await expect(page.getByText("Bigger title on phones").first()).toBeVisible();

  // Another project's request says it is not for this role; so do its API and its comment's.
  await page.goto(`/admin/revisions/${theirs.id}`);
  await expect(page.getByText("Your role in the agency does not include this. Ask an owner if you need it.")).toBeVisible();
  await expect(page.getByText("Footer in blue")).toHaveCount(0);
  const api = page.request;
  expect((await api.get(`/api/admin/revisions/${mine.id}`)).status()).toBe(200);
  const refused = await api.get(`/api/admin/revisions/${theirs.id}`);
  expect(refused.status()).toBe(403);
  expect(await errorCodeOf(refused)).toBe("forbidden_for_role");
  const view = await api.post(`/api/admin/revisions/${theirs.id}/comments/${pin.id}/view`, { headers: { origin: BASE_URL } });
  expect(await errorCodeOf(view)).toBe("forbidden_for_role");

  // No invoices and no tickets, on screen or through the API.
  await page.goto("/admin/invoices");
  await expect(page.getByRole("heading", { name: "Your role does not include this page" })).toBeVisible();
  await page.goto("/admin/support-tickets");
  await expect(page.getByRole("heading", { name: "Your role does not include this page" })).toBeVisible();
  for (const path of ["/api/admin/invoices", "/api/admin/support-tickets"]) {
    const response = await api.get(path);
    expect([path, response.status()]).toEqual([path, 403]);
    expect(await errorCodeOf(response)).toBe("forbidden_for_role");
  }
});
