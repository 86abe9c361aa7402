import { expect, type Page } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject, submitRevision } from "./revisions-setup.ts";

const toasts = (page: Page, type: "success" | "error" | "warning") => page.locator(`[data-sonner-toast][data-type="${type}"]`);

/** Counts the requests the page sends to `method path` (path as a pattern). */
function countRequests(page: Page, method: string, path: RegExp) {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

test.describe("a double click does one thing", () => {
  test("Submit request sends one revision and uses one of the three", async ({ page }) => {
    const { person, client } = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: "Double Submitter" });
    await submitRevision(client, "The first change");
    await signInPage(page, person.phone);
    await page.goto("/dashboard");
    await expect(page.getByText("1 / 3")).toBeVisible();

    const submits = countRequests(page, "POST", /^\/api\/revisions$/);
    await page.getByRole("button", { name: "Request Revision" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Revision" });
    await dialog.getByLabel("Description").fill("Make the logo bigger");
    await dialog.getByRole("button", { name: "Submit request" }).dblclick();
    await expect(page.getByText(/Revision request submitted successfully/)).toBeVisible();
    await expect(page.getByText("2 / 3")).toBeVisible();
    expect(submits()).toBe(1);
    await expect(toasts(page, "success")).toHaveCount(1);
    await expect(toasts(page, "error")).toHaveCount(0);

    const mine = await client.get("/api/revisions");
    const { revisions } = (await mine.json()) as { revisions: unknown[] };
    expect(revisions).toHaveLength(2);
    await client.dispose();
  });

  test("Send Reply posts the reply once", async ({ page }) => {
    const person = await createClient("Double Replier", "Reply Co");
    const client = await apiSignIn(person.phone);
    const opened = await client.post("/api/support/tickets", { multipart: { subject: "Login", message: "It fails" } });
    expect(opened.status(), await opened.text()).toBe(201);
    const { id } = (await opened.json()) as { id: string };

    await signInPage(page, person.phone);
    await page.goto("/dashboard/support");
    await page.getByRole("tab", { name: /My Support Tickets/ }).click();
    await page.getByRole("button", { name: /^Open ticket #/ }).click();
    const dialog = page.getByRole("dialog");
    const replies = countRequests(page, "POST", /\/replies$/);
    await dialog.getByLabel("Your reply").fill("Still failing today");
    await dialog.getByRole("button", { name: "Send Reply" }).dblclick();
    await expect(page.getByText("Reply Sent")).toBeVisible();
    await expect(dialog.getByText("Still failing today")).toHaveCount(1);
    expect(replies()).toBe(1);

    const detail = await client.get(`/api/support/tickets/${id}`);
    const { replies: thread } = (await detail.json()) as { replies: Array<{ message: string }> };
    expect(thread.filter((r) => r.message === "Still failing today")).toHaveLength(1);
    await client.dispose();
  });

  test("Create Project shows one success and no error", async ({ page }) => {
    await createClient("Double Project Client", "Double Project Studio");
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/dashboard");
    const creates = countRequests(page, "POST", /^\/api\/admin\/projects$/);
    await page.getByRole("button", { name: "Create Project for Double Project Client" }).dblclick();
    await expect(page.getByText("Project created successfully")).toBeVisible();
    expect(creates()).toBe(1);
    await expect(toasts(page, "success")).toHaveCount(1);
    await expect(toasts(page, "error")).toHaveCount(0);
  });

  test("Update Status shows one success and no error", async ({ page }) => {
    const { person, client } = await clientWithProject({ demoUrl: DEMO_SITE_URL, name: "Double Status Client" });
    const { revision } = await submitRevision(client, "Change the footer");
    await client.dispose();
    await signInPage(page, demo.admin.phone);
    await page.goto(`/admin/revisions/${revision.id}`);
    await expect(page.getByText(person.email)).toBeVisible();
    const updates = countRequests(page, "PATCH", /^\/api\/admin\/revisions\//);
    await page.getByLabel("Status").selectOption("in_progress");
    await page.getByRole("button", { name: "Update Status" }).dblclick();
    await expect(page.getByText("Revision status updated successfully")).toBeVisible();
    expect(updates()).toBe(1);
    await expect(toasts(page, "success")).toHaveCount(1);
    await expect(toasts(page, "error")).toHaveCount(0);
  });

  test("the cancel confirmation cancels once, with one success and no error", async ({ page }) => {
    const person = await createClient("Double Canceller", "Cancel Co");
    const client = await apiSignIn(person.phone);
    const features = (await (await client.get("/api/store/features")).json()) as {
      features: Array<{ id: string; title: string }>;
    };
    const monthly = features.features.find((f) => f.title === "Priority Support");
    const checkout = await client.post(`/api/billing/features/${monthly?.id}/checkout`);
    const { url } = (await checkout.json()) as { url: string };
    expect((await client.post(`${new URL(url).pathname}/pay`, { maxRedirects: 0 })).status()).toBe(303);
    await client.dispose();

    await signInPage(page, person.phone);
    await page.goto("/dashboard/store");
    await page.getByRole("tab", { name: "My Purchases" }).click();
    await page.getByRole("article", { name: "Priority Support" }).getByRole("button", { name: "Cancel Subscription" }).click();
    const cancels = countRequests(page, "POST", /\/cancel$/);
    const confirm = page.getByRole("dialog", { name: "Cancel this subscription?" });
    await confirm.getByRole("button", { name: "Cancel Subscription" }).dblclick();
    await expect(page.getByText("Subscription Cancelled")).toBeVisible();
    expect(cancels()).toBe(1);
    await expect(toasts(page, "success")).toHaveCount(1);
    await expect(toasts(page, "error")).toHaveCount(0);
  });
});
