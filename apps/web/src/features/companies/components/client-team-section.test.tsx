import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { companyHandlers, danielOwner, maya } from "@/test/api/companies";
import { dana, daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientTeamSection } from "./client-team-section";

/** The Team section of the admin's client page (decision 114). */
function serve(answer = { members: [danielOwner, maya], colleagueOf: [] as { accountId: string; name: string }[] }) {
  mockApi.use(signedInAs(dana), companyHandlers.clientTeam(answer));
}
const teamPath = `/api/admin/users/${daniel.id}/team`;

describe("the admin's Team section of a client", () => {
  it("changes a colleague's rights with the version the admin saw", async () => {
    serve();
    const seen = recordRequests();
    const withBilling = { ...maya, rights: { ...maya.rights, billing: true } };
    mockApi.use(companyHandlers.clientChangeRights(() => HttpResponse.json({ members: [danielOwner, withBilling] })));
    await renderScreen(<ClientTeamSection clientId={daniel.id} canEdit />);
    const list = await screen.findByRole("list", { name: "Team members" });
    expect(within(list).getByText("Owner")).toBeTruthy();
    expect(within(list).queryByRole("button", { name: "Remove Daniel Brooks" })).toBeNull();
    const rights = within(list).getByRole("group", { name: "Rights of Maya Katz" });
    fireEvent.click(within(rights).getByRole("checkbox", { name: "Invoices and purchases" }));
    expect(await screen.findByText("Rights of Maya Katz saved")).toBeTruthy();
    const [patch] = requestsTo(seen, "PATCH", `${teamPath}/${maya.personId}`);
    expect(patch?.headers.get("If-Match")).toBe(maya.etag);
    expect(await patch?.json()).toEqual({ rights: withBilling.rights });
  });

  it("invites a colleague into the client's company", async () => {
    serve();
    const seen = recordRequests();
    mockApi.use(companyHandlers.clientInvite(() => HttpResponse.json({ members: [danielOwner, maya] }, { status: 201 })));
    await renderScreen(<ClientTeamSection clientId={daniel.id} canEdit />);
    fireEvent.click(await screen.findByRole("button", { name: "Invite a colleague" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/join this client's company/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Full name"), { target: { value: "Noa Ben" } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: "noa@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Colleague invited")).toBeTruthy();
    const [post] = requestsTo(seen, "POST", teamPath);
    expect(await post?.json()).toMatchObject({ email: "noa@example.com", fullName: "Noa Ben" });
  });

  it("says when another admin changed the colleague first, with Reload and Re-apply (decision 120)", async () => {
    serve();
    mockApi.use(
      companyHandlers.clientChangeRights(() =>
        apiError(412, "edit_conflict", {
          etag: '"2"',
          changedAt: new Date().toISOString(),
          changedBy: "Maya Cohen",
          changes: [],
        }),
      ),
    );
    await renderScreen(<ClientTeamSection clientId={daniel.id} canEdit />);
    const rights = await screen.findByRole("group", { name: "Rights of Maya Katz" });
    fireEvent.click(within(rights).getByRole("checkbox", { name: "Support tickets" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen changed this now.");
    expect(within(notice).getByRole("button", { name: "Re-apply my changes" })).toBeTruthy();
  });

  it("shows the team read-only to a role that reads people but does not change them", async () => {
    serve();
    await renderScreen(<ClientTeamSection clientId={daniel.id} canEdit={false} />);
    const rights = await screen.findByRole("group", { name: "Rights of Maya Katz" });
    expect(within(rights).getByRole("checkbox", { name: "Project and demo" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: "Remove Maya Katz" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Invite a colleague" })).toBeNull();
  });

  it("names the companies a client without their own is a colleague in", async () => {
    serve({ members: [], colleagueOf: [{ accountId: daniel.id, name: "Brooks Bakery" }] });
    await renderScreen(<ClientTeamSection clientId={maya.personId} canEdit />);
    expect(await screen.findByText("Owns no company of their own.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Brooks Bakery" }).getAttribute("href")).toBe(`/admin/users/${daniel.id}`);
    expect(screen.queryByRole("button", { name: "Invite a colleague" })).toBeNull();
  });

  it("reads right to left in Hebrew", async () => {
    serve();
    await renderScreen(<ClientTeamSection clientId={daniel.id} canEdit />, { language: "he" });
    expect(await screen.findByRole("group", { name: "ההרשאות של Maya Katz" })).toBeTruthy();
    expect(screen.getByText("צוות")).toBeTruthy();
    expect(screen.getByRole("button", { name: "הזמנת עמית" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
