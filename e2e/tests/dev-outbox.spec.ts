import { expect } from "@playwright/test";
import { BASE_URL } from "../e2e-env.ts";
import { apiSignIn, createClient, demo, signInThroughUi } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test("an admin opens the dev outbox from the menu and reads a client's notification as HTML, text and headers", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await createClient("Outbox Client", "Outbox Bakery");
  const clientApi = await apiSignIn(client.phone);
  const opened = await clientApi.post("/api/support/tickets", {
    multipart: { subject: "Contact form", message: "The contact form does not send." },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const ticket = (await opened.json()) as { id: string; ticketNumber: number };
  await clientApi.dispose();
  // The agency's reply is the new client's first e-mail, so it goes out at once (admins' e-mails
  // may wait in a digest window, as other tests keep them busy).
  const admin = await apiSignIn(demo.admin.phone);
  const replied = await admin.post(`/api/admin/support-tickets/${ticket.id}/replies`, {
    multipart: { message: "Fixed, the form sends again." },
  });
  expect(replied.status(), await replied.text()).toBe(201);
  await admin.dispose();
  const number = String(ticket.ticketNumber).padStart(4, "0");
  const subject = `New reply on ticket #${number}`;

  await signInThroughUi(page, demo.admin);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Dev Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Dev Outbox", level: 1 })).toBeVisible();
  // The outbox worker sends the admins' e-mail within a few seconds; the list shows it once it is there.
  const open = page.getByRole("button", { name: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(open).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await open.click();

  await expect(page.getByRole("heading", { name: subject, level: 2 })).toBeVisible();
  const html = page.frameLocator(`iframe[title="E-mail: ${subject}"]`);
  const link = `${BASE_URL}/dashboard/support?tab=tickets&ticket=${ticket.id}`;
  await expect(html.getByText(`The agency replied to your ticket #${number} "Contact form".`)).toBeVisible();
  await expect(html.getByRole("link", { name: "Open in the portal" })).toHaveAttribute("href", link);

  await page.getByRole("tab", { name: "Plain text" }).click();
  await expect(page.getByText(`Open in the portal: ${link}`)).toBeVisible();
  await page.getByRole("tab", { name: "Headers" }).click();
  await expect(page.getByText("List-Unsubscribe-Post")).toBeVisible();
  await expect(page.getByText("List-Unsubscribe=One-Click")).toBeVisible();
});
