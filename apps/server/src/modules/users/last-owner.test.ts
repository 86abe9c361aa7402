import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { changeRole } from "./user-service.ts";

/**
 * The agency keeps an owner (decision 096). Through the API an owner changes others' roles only,
 * so the last owner is reached by a non-owner actor here, as a race or a future route would.
 */
describe("the last owner", () => {
  it("is not made anything else, until there is another owner", async () => {
    const solo = await createTestApp();
    try {
      const only = await solo.signInAs({ role: "admin", agencyRole: "owner" });
      const other = await solo.signInAs({ role: "admin", agencyRole: "admin" });
      const actor = { id: other.user.id, label: "Other" };
      await expect(changeRole(solo.deps, actor, only.user.id, { role: "admin", agencyRole: "admin" })).rejects.toMatchObject({
        code: "last_owner",
      });
      await expect(changeRole(solo.deps, actor, only.user.id, { role: "client" })).rejects.toMatchObject({ code: "last_owner" });
      // With a second owner, the first may be made an admin.
      await changeRole(solo.deps, { id: only.user.id, label: "Only" }, other.user.id, { role: "admin", agencyRole: "owner" });
      await changeRole(solo.deps, actor, only.user.id, { role: "admin", agencyRole: "admin" });
    } finally {
      await solo.close();
    }
  });
});
