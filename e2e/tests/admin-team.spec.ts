import { expect } from "@playwright/test";
import { apiSignIn, createClient, demo, signInPage } from "../fixtures/people.ts";
import { test } from "../fixtures/test.ts";

// Decision 114: an admin changes a colleague's rights from the client's page; the trail names the
// owner's invitation as "person (company)" and the admin's change by the admin.
test("an admin changes a colleague's rights on the client's page, and the activity says who did what", async ({ page }) => {
  const owner = await createClient("Dana Owner", "Shapiro Yoga");
  const ownerApi = await apiSignIn(owner.phone);
  const email = `admin-team-${Date.now()}-${process.pid}@example.test`;
  const invited = await ownerApi.post("/api/companies/team", {
    data: {
      email,
      fullName: "Noa Colleague",
      country: "US",
      rights: { project: true, revisions: true, billing: false, support: false },
    },
    headers: { "idempotency-key": crypto.randomUUID() },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await ownerApi.dispose();

  await signInPage(page, demo.admin.phone);
  await page.goto(`/admin/users/${owner.id}`);
  const team = page.getByRole("list", { name: "Team members" });
  await expect(team.getByText("Owner", { exact: true })).toBeVisible();
  const rights = team.getByRole("group", { name: "Rights of Noa Colleague" });
  await expect(rights.getByRole("checkbox", { name: "Support tickets" })).not.toBeChecked();
  // The box follows the saved rights (a controlled checkbox), so it is clicked, not `check()`ed.
  await rights.getByRole("checkbox", { name: "Support tickets" }).click();
  await expect(page.getByText("Rights of Noa Colleague saved")).toBeVisible();
  await expect(rights.getByRole("checkbox", { name: "Support tickets" })).toBeChecked();
  await expect(team.getByRole("button", { name: "Remove Dana Owner" })).toHaveCount(0);

  // The person's activity: the admin's change and the owner's invitation, as person (company).
  await page.reload();
  await expect(page.getByText("Colleague's rights changed").first()).toBeVisible();
  await expect(page.getByText("Colleague invited").first()).toBeVisible();
  await expect(page.getByText("Dana Owner (Shapiro Yoga)").first()).toBeVisible();

  // The server keeps the change: the colleague may now open tickets.
  const admin = await apiSignIn(demo.admin.phone);
  const answer = await admin.get(`/api/admin/users/${owner.id}/team`);
  const { members } = (await answer.json()) as { members: { fullName: string; rights: { support: boolean } }[] };
  expect(members.find((m) => m.fullName === "Noa Colleague")?.rights.support).toBe(true);
  await admin.dispose();
});
