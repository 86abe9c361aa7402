import { expect } from "@playwright/test";
import { waitForEmail } from "../fixtures/outbox.ts";
import { createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

test.describe("Manage Users", () => {
  test("an admin adds a client, who is e-mailed a set-password link, then finds and opens them", async ({ page }) => {
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Manage Users" })).toBeVisible();

    const unique = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
    const email = `added-${unique}@example.test`;
    await page.getByRole("button", { name: "Add client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add client" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("123");
    await dialog.getByLabel("Full name").fill("Rita Moreno");
    await dialog.getByLabel("Business name").fill(`Moreno Dance ${unique}`);
    await dialog.getByRole("button", { name: "Add client" }).click();
    await expect(dialog.getByText("US phone number must be 10 digits long")).toBeVisible();
    await dialog.getByLabel("Phone").fill(`555${unique}`);
    await dialog.getByRole("button", { name: "Add client" }).click();
    await expect(page.getByText(`A set-password link was e-mailed to ${email}.`)).toBeVisible();
    expect((await waitForEmail(email)).text).toContain("/set-password?email=");

    await page.getByRole("searchbox", { name: "Search users" }).fill(`Moreno Dance ${unique}`);
    const list = page.getByRole("list", { name: "Clients" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await list.getByRole("link", { name: "Manage" }).click();
    await expect(page.getByText(`Moreno Dance ${unique}`).first()).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await page.getByRole("link", { name: "Back to Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test("Add client says refusals in the person's words: a 300-character name, a taken e-mail, in both languages", async ({
    page,
  }) => {
    const existing = await createClient("Taken Email", `Taken ${Date.now()}`);
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add client" });
    await dialog.getByLabel("Email").fill(`long-name-${Date.now()}@example.test`);
    await dialog.getByLabel("Phone").fill("5550100999");
    await dialog.getByLabel("Full name").fill("N".repeat(300));
    await dialog.getByRole("button", { name: "Add client" }).click();
    const nameError = dialog.locator("#add-client-fullName-error");
    await expect(nameError).toHaveText("This field can be at most 200 characters");
    await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-describedby", "add-client-fullName-error");
    await expect(dialog).not.toContainText("Too big");
    await expect(dialog).not.toContainText("auth:");

    // The server's refusal is said from its code, not in the server's own words.
    await dialog.getByLabel("Full name").fill("Taken Email Again");
    await dialog.getByLabel("Email").fill(existing.email);
    await dialog.getByRole("button", { name: "Add client" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("A user with this e-mail already exists.");
    // Field messages go as soon as the field changes.
    await dialog.getByLabel("Email").fill(`other-${Date.now()}@example.test`);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByLabel("Full name").fill("N".repeat(300));
    await dialog.getByRole("button", { name: "Add client" }).click();
    await expect(nameError).toBeVisible();
    await dialog.getByLabel("Full name").fill("A shorter name");
    await expect(nameError).toHaveCount(0);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Switch language" }).click();
    await page.getByRole("button", { name: "הוספת לקוח" }).click();
    const hebrewDialog = page.getByRole("dialog");
    await hebrewDialog.getByLabel("שם מלא").fill("N".repeat(300));
    await hebrewDialog.getByRole("button", { name: "הוספת לקוח" }).click();
    await expect(hebrewDialog.locator("#add-client-fullName-error")).toHaveText("השדה יכול להכיל עד 200 תווים");
  });

  test("an admin changes a client's role and deletes a client", async ({ page }) => {
    const client = await createClient("Tom Role", `Role Test ${Date.now()}`);
    await signInPage(page, demo.admin.phone);
    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(client.email);
    await expect(page.getByRole("list", { name: "Clients" }).getByRole("listitem")).toHaveCount(1);
    // Making someone an admin is asked first; Cancel changes nothing.
    await page.getByLabel(`Role of ${client.businessName}`).selectOption("admin");
    const ask = page.getByRole("dialog", { name: "Make this person an admin?" });
    await expect(ask).toContainText(`${client.businessName} will join the agency as Admin`);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel(`Role of ${client.businessName}`)).toHaveValue("client");
    await page.getByLabel(`Role of ${client.businessName}`).selectOption("admin");
    await ask.getByRole("button", { name: "Make admin" }).click();
    await expect(page.getByText("User role updated successfully")).toBeVisible();
    await expect(page.getByText("No users match your search")).toBeVisible();

    await page.getByRole("switch", { name: "Show Admins" }).click();
    await expect(page.getByRole("list", { name: "Admins" }).getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: `Delete ${client.businessName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete user" }).click();
    await expect(page.getByText("User deleted successfully")).toBeVisible();
    await expect(page.getByText("No users match your search")).toBeVisible();
  });

  test("a client cannot reach Manage Users", async ({ page }) => {
    await signInPage(page, demo.ilClient.phone);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
