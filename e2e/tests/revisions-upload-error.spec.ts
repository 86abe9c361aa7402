import { expect } from "@playwright/test";
import { DEMO_SITE_URL } from "../e2e-env.ts";
import { signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";
import { clientWithProject, PNG_1x1 } from "./revisions-setup.ts";

test("when the images cannot be uploaded, the spec's Image upload error shows and nothing is lost", async ({ page }) => {
  const { person, client } = await clientWithProject({ demoUrl: `${DEMO_SITE_URL}/plain`, name: "Upload Error Client" });
  await client.dispose();
  await signInPage(page, person.phone);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Request Revision" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Revision" });
  await dialog.getByLabel("Description").fill("New photos for the gallery.");
  // A text file renamed .png is refused on selection, by name, not at submit.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("text") });
  await expect(page.getByText("fake.png is not a PNG, JPG, GIF or WebP image, so it cannot be added.")).toBeVisible();
  await expect(dialog.getByText("fake.png")).toHaveCount(0);
  await dialog.locator('input[type="file"]').setInputFiles({ name: "gallery.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(dialog.getByText("gallery.png")).toBeVisible();

  await page.route("**/api/revisions", (route) =>
    route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
  );
  await dialog.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByText("Image upload error")).toBeVisible();
  await expect(page.getByText("Failed to upload one or more images. Please try again.")).toBeVisible();
  // The request stays open with what was typed and chosen, ready to try again.
  await expect(dialog.getByLabel("Description")).toHaveValue("New photos for the gallery.");
  await expect(dialog.getByText("gallery.png")).toBeVisible();
});
