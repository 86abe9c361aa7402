import { expect } from "@playwright/test";
import { BASE_URL } from "../e2e-env.ts";
import { waitForEmail } from "../fixtures/outbox.ts";
import { apiSignIn, createClient, demo, signInThroughUi } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test("an admin's reply e-mails the client a link that opens the ticket after sign-in", async ({ page }) => {
  test.setTimeout(90_000);
  const client = await createClient("Mail Client", "Mail Bakery");
  const clientApi = await apiSignIn(client.phone);
  const opened = await clientApi.post("/api/support/tickets", {
    multipart: { subject: "Footer links", message: "The footer links are broken." },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const ticket = (await opened.json()) as { id: string; ticketNumber: number };
  await clientApi.dispose();

  const admin = await apiSignIn(demo.admin.phone);
  const replied = await admin.post(`/api/admin/support-tickets/${ticket.id}/replies`, {
    multipart: { message: "Fixed, please have a look." },
  });
  expect(replied.status(), await replied.text()).toBe(201);
  await admin.dispose();

  // The outbox worker sends it within a few seconds.
  const number = String(ticket.ticketNumber).padStart(4, "0");
  const mail = await waitForEmail(client.email, 30_000, new RegExp(`New reply on ticket #${number}`));
  const link = mail.text.match(/https?:\/\/\S+\/dashboard\/support\?\S+/)?.[0];
  expect(link).toBe(`${BASE_URL}/dashboard/support?tab=tickets&ticket=${ticket.id}`);

  // Signed out, the link goes through the login screen and then to the ticket itself.
  await signInThroughUi(page, client, new URL(link ?? "").pathname + new URL(link ?? "").search);
  await expect(page).toHaveURL(`${BASE_URL}/dashboard/support?tab=tickets&ticket=${ticket.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Ticket #${number}: Footer links` })).toBeVisible();
  await expect(dialog.getByText("Fixed, please have a look.")).toBeVisible();
});
