import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

/**
 * Two admins at once (issue 25 §2, decision 075): the later save made from a stale form is refused
 * and says what changed, instead of silently undoing the earlier one.
 */

async function createAdmin(fullName: string) {
  const admin = await apiSignIn(demo.admin.phone);
  const national = `555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const response = await admin.post("/api/admin/users", {
    data: { email: `e2e-admin-${national}@example.test`, country: "US", phone: national, fullName },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const promoted = await admin.patch(`/api/admin/users/${id}/role`, { data: { role: "admin" } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await admin.dispose();
  return { phone: `+1${national}` };
}

/** A page in its own browser context (its own cookies), signed in as `phone`. */
async function adminPage(browser: Browser, phone: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInPage(page, phone);
  return page;
}

async function readJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

test("a project: A sets Ready, B's stale form changes only the demo URL and is told, and the status stays Ready", async ({
  browser,
}) => {
  const person = await createClient("Conflict Project Client", "Conflict Bakery");
  const api = await apiSignIn(demo.admin.phone);
  expect((await api.post("/api/admin/projects", { data: { clientId: person.id } })).status()).toBe(201);
  const noam = await createAdmin("Noam Bar");
  const [a, b] = await Promise.all([adminPage(browser, demo.admin.phone), adminPage(browser, noam.phone)]);

  const openCard = async (page: Page) => {
    await page.goto(`/admin/dashboard?search=${encodeURIComponent(person.email)}`);
    await page.getByRole("button", { name: "View the project of Conflict Project Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Project: Conflict Bakery" });
    await dialog.getByRole("button", { name: "Edit Project" }).click();
    await expect(dialog.getByLabel("Status")).toHaveValue("pending");
    return dialog;
  };
  // B opens the form first; A then sets Ready and saves.
  const bCard = await openCard(b);
  const aCard = await openCard(a);
  await aCard.getByLabel("Status").selectOption("ready");
  await aCard.getByRole("button", { name: "Save" }).click();
  await expect(a.getByText("Project updated successfully")).toBeVisible();

  // B, whose form still shows Pending, changes only the demo URL.
  await bCard.getByLabel("Demo URL").fill("https://conflict-bakery.example.com");
  await bCard.getByRole("button", { name: "Save" }).click();
  const notice = bCard.getByRole("alert");
  // A save within the same second reads "now" (Intl.RelativeTimeFormat), later ones "… ago".
  await expect(notice).toContainText(/Maya Cohen set Status to Ready (now|.*ago)\./);
  await expect(notice).toContainText("Your changes were not saved.");
  await expect(b.getByText("Project updated successfully")).toHaveCount(0);
  const kept = await readJson<{ project: { status: string; demoUrl: string | null } }>(
    api,
    `/api/admin/clients/${person.id}/project`,
  );
  expect(kept.project).toMatchObject({ status: "ready", demoUrl: null });

  // B re-applies their edit on top of A's and saves: both changes stand.
  await notice.getByRole("button", { name: "Re-apply my changes" }).click();
  await expect(bCard.getByLabel("Status")).toHaveValue("ready");
  await expect(bCard.getByLabel("Demo URL")).toHaveValue("https://conflict-bakery.example.com");
  await bCard.getByRole("button", { name: "Save" }).click();
  await expect(b.getByText("Project updated successfully")).toBeVisible();
  const both = await readJson<{ project: { status: string; demoUrl: string | null } }>(
    api,
    `/api/admin/clients/${person.id}/project`,
  );
  expect(both.project).toMatchObject({ status: "ready", demoUrl: "https://conflict-bakery.example.com" });
  await api.dispose();
});

test("an invoice: A sets $1,400 and Paid, B's stale dialog edits only the description and is told; amount and status stay", async ({
  browser,
}) => {
  const person = await createClient("Conflict Invoice Client", "Conflict Studio");
  const api = await apiSignIn(demo.admin.phone);
  const description = `Conflict site build ${Date.now()}`;
  const created = await api.post("/api/admin/invoices", {
    multipart: { clientId: person.id, amount: "1500", description, status: "pending" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, invoiceNumber } = (await created.json()) as { id: string; invoiceNumber: string };
  const noam = await createAdmin("Noam Levi");
  const [a, b] = await Promise.all([adminPage(browser, demo.admin.phone), adminPage(browser, noam.phone)]);

  const openDialog = async (page: Page) => {
    await page.goto("/admin/invoices");
    await page.getByRole("searchbox", { name: "Search invoices" }).fill(description);
    const row = page.getByRole("row").filter({ hasText: description });
    await row.getByRole("button", { name: `Edit invoice ${invoiceNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit invoice ${invoiceNumber}` });
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeEnabled();
    await expect(dialog.getByLabel("Amount ($)")).toHaveValue("1500.00");
    return dialog;
  };
  const bDialog = await openDialog(b);
  const aDialog = await openDialog(a);
  await aDialog.getByLabel("Amount ($)").fill("1400");
  await aDialog.getByLabel("Status").selectOption("paid");
  await aDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(a.getByText("Invoice updated successfully")).toBeVisible();

  await bDialog.getByLabel("Description").fill(`${description} (revised)`);
  await bDialog.getByRole("button", { name: "Save Changes" }).click();
  const notice = bDialog.getByRole("alert");
  await expect(notice).toContainText(/Maya Cohen set Amount to \$1,400\.00 and Status to Paid (now|.*ago)\./);
  await expect(b.getByText("Invoice updated successfully")).toHaveCount(0);
  const kept = await readJson<{ amountCents: number; status: string; description: string }>(api, `/api/admin/invoices/${id}`);
  expect(kept).toMatchObject({ amountCents: 140_000, status: "paid", description });

  // Reload shows A's invoice; nothing of B's is kept.
  await notice.getByRole("button", { name: "Reload" }).click();
  await expect(bDialog.getByLabel("Amount ($)")).toHaveValue("1400.00");
  await expect(bDialog.getByLabel("Description")).toHaveValue(description);
  await expect(bDialog.getByRole("alert")).toHaveCount(0);
  await api.dispose();
});

test("a purchase: A completes it, B's stale list sets it In Progress and is told, then re-applies over A's", async ({
  browser,
}) => {
  const buyer = await createClient("Conflict Purchase Client", "Conflict Shop");
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInPage(client, buyer.phone);
  await client.goto("/dashboard/store");
  await client.getByRole("article", { name: "Online Store Setup" }).getByRole("button", { name: "Purchase Now" }).click();
  await client.getByRole("button", { name: /^Pay / }).click();
  await expect(client.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await clientContext.close();

  const api = await apiSignIn(demo.admin.phone);
  const statusNow = async () => {
    const detail = await readJson<{ purchases: { featureName: string; status: string; progress: number }[] }>(
      api,
      `/api/admin/client-features/clients/${buyer.id}`,
    );
    return detail.purchases.find((p) => p.featureName === "Online Store Setup");
  };
  const noam = await createAdmin("Noam Katz");
  const [a, b] = await Promise.all([adminPage(browser, demo.admin.phone), adminPage(browser, noam.phone)]);
  // B's screen misses the live update (its event stream is down), so its list keeps the version it showed.
  await b.route("**/api/events**", (route) => route.abort());

  const openPurchases = async (page: Page) => {
    await page.goto(`/admin/client-features?client=${buyer.id}`);
    const status = page.getByLabel("Status of Online Store Setup");
    await expect(status).toHaveValue("pending");
    return status;
  };
  const bStatus = await openPurchases(b);
  const aStatus = await openPurchases(a);
  await aStatus.selectOption("completed");
  await expect(a.getByText("Feature status updated to Completed")).toBeVisible();

  // B, whose list still shows Pending, sets In Progress: refused, and told who completed it.
  await bStatus.selectOption("in_progress");
  const notice = b.getByRole("alert").filter({ hasText: "Someone else saved this first" });
  await expect(notice).toContainText(/Maya Cohen set Status to Completed and Progress to 100% (now|.*ago)\./);
  await expect(b.getByText("Feature status updated to In Progress")).toHaveCount(0);
  expect(await statusNow()).toMatchObject({ status: "completed", progress: 100 });
  await expect(bStatus).toHaveValue("completed");

  // B re-applies their status over A's version: it is saved.
  await notice.getByRole("button", { name: "Re-apply my changes" }).click();
  await expect(b.getByText("Feature status updated to In Progress")).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await statusNow()).toMatchObject({ status: "in_progress", progress: 100 });
  await api.dispose();
});
