import { expect } from "@playwright/test";
import { PNG_1x1, pngOfSize } from "../fixtures/images.ts";
import { demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test.describe("feature management", () => {
  test("an admin creates a feature with an image, clients see it in the store, then the admin edits and deletes it", async ({
    page,
    browser,
  }) => {
    const title = `E2E Feature ${Date.now()}`;
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/feature-store");
    await expect(page.getByRole("heading", { name: "Feature Management" })).toBeVisible();

    await page.getByRole("button", { name: "Add Feature" }).click();
    const form = page.getByRole("dialog", { name: "Add Feature" });
    await form.getByRole("button", { name: "Create Feature" }).click();
    await expect(form.getByText("Title is required")).toBeVisible();
    await expect(form.getByText("Billing type is required")).toBeVisible();

    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("Made by the end-to-end suite.");
    await form.getByLabel("Price (USD)").fill("12.50");
    await form.getByLabel("Billing Type").selectOption("monthly");
    await form.getByLabel("Estimated delivery (days)").fill("4");
    // A text file renamed .png is refused on selection, by name, with no broken preview.
    await form.getByLabel("Image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("plain text") });
    await expect(form.getByRole("alert")).toHaveText(
      "notes.png is not a PNG, JPG, GIF or WebP image. Please choose an image file.",
    );
    await expect(form.getByRole("img", { name: "Preview of the feature image" })).toHaveCount(0);
    // Too large is refused on selection too, not after the upload.
    await form
      .getByLabel("Image")
      .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: pngOfSize(10 * 1024 * 1024 + 1) });
    await expect(form.getByRole("alert")).toHaveText("poster.png is larger than 10 MB. Please choose a smaller image.");
    await expect(form.getByRole("img", { name: "Preview of the feature image" })).toHaveCount(0);
    await form.getByLabel("Image").setInputFiles({ name: "feature.png", mimeType: "image/png", buffer: PNG_1x1 });
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form.getByRole("img", { name: "Preview of the feature image" })).toBeVisible();
    await form.getByRole("button", { name: "Create Feature" }).click();
    await expect(page.getByText("Feature created successfully")).toBeVisible();

    const adminCard = page.getByRole("article", { name: title });
    await expect(adminCard.getByRole("img", { name: `Image of ${title}` })).toBeVisible();
    await adminCard.getByRole("button", { name: "View Details" }).click();
    const adminDetails = page.getByRole("dialog", { name: title });
    await expect(adminDetails.getByText("Estimated delivery: 4 days")).toBeVisible();
    await expect(adminDetails.getByRole("button", { name: "Purchase Now" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signInPage(client, demo.usClient.phone);
    await client.goto("/dashboard/store");
    await client.getByLabel("Search features").fill(title);
    const card = client.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("$12.50")).toBeVisible();
    await expect(card.getByText("/month")).toBeVisible();
    const image = card.getByRole("img", { name: `Image of ${title}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await card.getByRole("button", { name: "View Details" }).click();
    const details = client.getByRole("dialog", { name: title });
    await expect(details.getByText("Estimated delivery: 4 days")).toBeVisible();
    await expect(details.getByText("Made by the end-to-end suite.")).toBeVisible();
    await expect(details.getByRole("button", { name: "Purchase Now" })).toBeVisible();

    await adminCard.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Feature" });
    await expect(edit.getByLabel("Price (USD)")).toHaveValue("12.50");
    await edit.getByLabel("Price (USD)").fill("15");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Feature updated successfully")).toBeVisible();
    await expect(adminCard.getByText("$15.00")).toBeVisible();

    await adminCard.getByRole("button", { name: `Recreate the Stripe price of ${title}` }).click();
    await page
      .getByRole("dialog", { name: "Recreate the Stripe price?" })
      .getByRole("button", { name: "Recreate price" })
      .click();
    await expect(page.getByText("The Stripe price was created and the features table was updated.")).toBeVisible();

    await adminCard.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this feature?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Feature deleted successfully")).toBeVisible();
    await expect(adminCard).toHaveCount(0);

    await client.reload();
    await client.getByLabel("Search features").fill(title);
    await expect(client.getByText("No features match your search")).toBeVisible();
    await clientContext.close();
  });

  test("a labelled switch opens or closes the store to clients", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    // The store is shared by every test, so the change is answered here instead of stored.
    let sent: unknown;
    await page.route("**/api/admin/store/settings", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ json: sent });
    });
    await page.goto("/admin/feature-store");
    const toggle = page.getByRole("switch", { name: "Open the store to clients" });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText("The store is now closed to clients")).toBeVisible();
    expect(sent).toEqual({ storeOpen: false });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText("Clients see the Coming Soon overlay instead of the store.")).toBeVisible();
  });
});
