import { expect } from "@playwright/test";
import { pngOfSize } from "../fixtures/images.ts";
import { createClient, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

const FAKE_PNG = { name: "holiday-photo.png", mimeType: "image/png", buffer: Buffer.from("this is a text file, not an image") };

test("a client is told why a reply or an image is refused, not just blocked", async ({ page }) => {
  const client = await createClient("Wanda Words", "Words Studio");
  await signInPage(page, client.phone);
  await page.goto("/dashboard/support");

  // A text file renamed .png is refused on selection, by name, before anything is sent.
  await page.getByLabel("Image attachments (optional)").setInputFiles(FAKE_PNG);
  await expect(page.getByText("holiday-photo.png is not a PNG, JPG, GIF or WebP image, so it cannot be attached.")).toBeVisible();
  await expect(page.getByRole("img", { name: "holiday-photo.png" })).toHaveCount(0);
  // So is an image over 10 MB, before a long upload that would only then fail.
  const poster = { name: "poster.png", mimeType: "image/png", buffer: pngOfSize(10 * 1024 * 1024 + 1) };
  await page.getByLabel("Image attachments (optional)").setInputFiles(poster);
  await expect(page.getByText("poster.png is larger than 10 MB, so it cannot be attached.")).toBeVisible();
  await expect(page.getByRole("img", { name: "poster.png" })).toHaveCount(0);

  await page.getByLabel("Subject").fill("Long reply");
  await page.getByLabel("Message").fill("Opening message.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  await page.getByRole("button", { name: /^Open ticket #/ }).click();
  const dialog = page.getByRole("dialog");

  const reply = dialog.getByLabel("Your reply");
  const send = dialog.getByRole("button", { name: "Send Reply" });
  await reply.fill("x".repeat(5012));
  await expect(dialog.getByTestId("reply-count")).toHaveText("5,012 / 5,000");
  await expect(dialog.getByText("The message is too long (5000 characters at most).")).toBeVisible();
  await expect(send).toBeDisabled();
  await reply.fill("x".repeat(5000));
  await expect(dialog.getByTestId("reply-count")).toHaveText("5,000 / 5,000");
  await expect(dialog.getByText("The message is too long (5000 characters at most).")).toHaveCount(0);
  await expect(send).toBeEnabled();
});
