import type { TeamMember } from "@portal/shared/company-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { brooksBakery, companyHandlers, danielOwner, maya, myCompanies } from "@/test/api/companies";
import { daniel, signedInAs } from "@/test/api/session";
import { conflictScenario } from "@/test/conflict-scenario";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { TeamPage } from "./team-page";

/**
 * The owner's changes of a colleague are made from the version the page showed (decision 120):
 * each sends the member's `etag` as If-Match; when an admin changed her first, the notice says who
 * and what, with Reload and Re-apply.
 */
const url = "/dashboard/team";
const mayaBySupport: TeamMember = { ...maya, rights: { ...maya.rights, support: true }, etag: '"1764000000000200"' };
const team = (...colleagues: TeamMember[]) => ({ body: { members: [danielOwner, ...colleagues] } });

function serve() {
  mockApi.use(signedInAs(daniel), companyHandlers.mine(myCompanies([brooksBakery])));
  return conflictScenario({
    read: { path: "/api/companies/team", versions: [team(maya), team(mayaBySupport)] },
    change: {
      method: "patch",
      path: "/api/companies/team/:personId",
      etag: mayaBySupport.etag,
      changes: [{ field: "support", value: true }],
      saved: team({ ...mayaBySupport, rights: { ...mayaBySupport.rights, billing: true }, etag: '"1764000000000300"' }),
    },
  });
}

const sent = (seen: Request[]) =>
  Promise.all(
    requestsTo(seen, "PATCH", `/api/companies/team/${maya.personId}`).map(async (r) => ({
      ifMatch: r.headers.get("If-Match"),
      body: await r.json(),
    })),
  );

describe("the Team page when someone changed a colleague first", () => {
  it("names who set which right, and re-applies the owner's tick over the current version", async () => {
    const seen = serve();
    await renderScreen(<TeamPage />, { url });
    const rights = await screen.findByRole("group", { name: "Rights of Maya Katz" });
    fireEvent.click(within(rights).getByRole("checkbox", { name: "Invoices and purchases" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Support tickets to on");
    expect(notice.textContent).toContain("Your changes were not saved.");
    // The card shows the team as it is now: her new right, not the refused tick.
    await waitFor(() =>
      expect(within(rights).getByRole("checkbox", { name: "Support tickets" })).toHaveProperty("checked", true),
    );
    expect(within(rights).getByRole("checkbox", { name: "Invoices and purchases" })).toHaveProperty("checked", false);
    fireEvent.click(within(notice).getByRole("button", { name: "Re-apply my changes" }));
    expect(await screen.findByText("Rights of Maya Katz saved")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(await sent(seen)).toEqual([
      { ifMatch: maya.etag, body: { rights: { ...maya.rights, billing: true } } },
      { ifMatch: mayaBySupport.etag, body: { rights: { ...maya.rights, billing: true, support: true } } },
    ]);
  });

  it("Reload drops the owner's change and shows the team as it is", async () => {
    const seen = serve();
    await renderScreen(<TeamPage />, { url });
    const rights = await screen.findByRole("group", { name: "Rights of Maya Katz" });
    fireEvent.click(within(rights).getByRole("checkbox", { name: "Invoices and purchases" }));
    fireEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(within(rights).getByRole("checkbox", { name: "Support tickets" })).toHaveProperty("checked", true);
    expect(requestsTo(seen, "PATCH", maya.personId)).toHaveLength(1);
  });

  it("says it in Hebrew", async () => {
    serve();
    await renderScreen(<TeamPage />, { url, language: "he" });
    const rights = await screen.findByRole("group", { name: "ההרשאות של Maya Katz" });
    fireEvent.click(within(rights).getByRole("checkbox", { name: "חשבוניות ורכישות" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה פניות תמיכה ל־מופעל");
    expect(within(notice).getByRole("button", { name: "טעינה מחדש" })).toBeTruthy();
  });

  it("removes a colleague from her version, once however often Remove is pressed", async () => {
    mockApi.use(signedInAs(daniel), companyHandlers.mine(myCompanies([brooksBakery])), companyHandlers.team([danielOwner, maya]));
    mockApi.use(
      companyHandlers.remove(async () => {
        await delay(100);
        return HttpResponse.json({ members: [danielOwner] });
      }),
    );
    const seen = recordRequests();
    await renderScreen(<TeamPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Maya Katz" }));
    const confirm = screen.getByRole("dialog", { name: "Remove from the team?" });
    const remove = within(confirm).getByRole("button", { name: "Remove" });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(within(confirm).getByRole("button", { name: "Removing..." })).toHaveProperty("disabled", true));
    fireEvent.click(within(confirm).getByRole("button", { name: "Removing..." }));
    expect(await screen.findByText("Maya Katz removed from the team")).toBeTruthy();
    const deletes = requestsTo(seen, "DELETE", maya.personId);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.headers.get("If-Match")).toBe(maya.etag);
  });

  it("says a removal was refused because someone changed her first", async () => {
    mockApi.use(signedInAs(daniel), companyHandlers.mine(myCompanies([brooksBakery])), companyHandlers.team([danielOwner, maya]));
    mockApi.use(
      companyHandlers.remove(() =>
        apiError(412, "edit_conflict", {
          etag: mayaBySupport.etag,
          changedAt: new Date().toISOString(),
          changedBy: "Maya Cohen",
          changes: [{ field: "support", value: true }],
        }),
      ),
    );
    await renderScreen(<TeamPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Maya Katz" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Remove from the team?" })).getByRole("button", { name: "Remove" }),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Maya Cohen set Support tickets to on");
  });
});
