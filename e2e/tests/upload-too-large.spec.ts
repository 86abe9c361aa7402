import { expect } from "@playwright/test";
import { createClient, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=",
  "base64",
);

test("a new ticket refused as too large (413) says so, from the portal or a proxy in front", async ({ page }) => {
  const client = await createClient("Upload Size Client", "Big Files Ltd");
  await signInPage(page, client.phone);
  await page.goto("/dashboard/support");
  await page.getByLabel("Subject").fill("Photos");
  await page.getByLabel("Message").fill("Here are the photos.");
  await page
    .getByLabel("Image attachments (optional)")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG_1x1 });

  // The portal's own refusal.
  await page.route("**/api/support/tickets", (route) =>
    route.fulfill({
      status: 413,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "file_too_large", message: "Each image must be at most 10 MB." } }),
    }),
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Upload Error")).toBeVisible();
  await expect(page.getByText("The file is too large. Each file can be at most 10 MB.")).toBeVisible();
  await page.unroute("**/api/support/tickets");

  // A proxy's own 413 page, with no code.
  await page.route("**/api/support/tickets", (route) =>
    route.fulfill({ status: 413, contentType: "text/html", body: "<html><body>413 Request Entity Too Large</body></html>" }),
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("The upload is too large. Please choose smaller files (at most 10 MB each) and try again."),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel("Subject")).toHaveValue("Photos");
});
