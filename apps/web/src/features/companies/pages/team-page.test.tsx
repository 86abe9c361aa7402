import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { brooksBakery, companyHandlers, danielOwner, maya, myCompanies } from "@/test/api/companies";
import { daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { TeamPage } from "./team-page";

const url = "/dashboard/team";

function serveTeam(members = [danielOwner, maya]) {
  mockApi.use(signedInAs(daniel), companyHandlers.mine(myCompanies([brooksBakery])), companyHandlers.team(members));
}

async function openInvite() {
  fireEvent.click(await screen.findByRole("button", { name: "Invite a colleague" }));
  return screen.getByRole("dialog");
}
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe("the owner's Team page", () => {
  it("lists the owner with every right and a colleague with her rights as checkboxes", async () => {
    serveTeam();
    await renderScreen(<TeamPage />, { url });
    const list = await screen.findByRole("list", { name: "Team members" });
    expect(screen.getByText("The people of Brooks Bakery and what each may do.")).toBeTruthy();
    expect(within(list).getByText("Owner")).toBeTruthy();
    expect(within(list).getByText("Holds every right")).toBeTruthy();
    const rights = within(list).getByRole("group", { name: "Rights of Maya Katz" });
    expect(within(rights).getByRole("checkbox", { name: "Project and demo" })).toHaveProperty("checked", true);
    expect(within(rights).getByRole("checkbox", { name: "Invoices and purchases" })).toHaveProperty("checked", false);
    expect(within(list).queryByRole("button", { name: "Remove Daniel Brooks" })).toBeNull();
  });

  it("invites a colleague with the rights ticked, through the shared contract", async () => {
    serveTeam();
    const seen = recordRequests();
    mockApi.use(companyHandlers.invite(() => HttpResponse.json({ members: [danielOwner, maya] }, { status: 201 })));
    await renderScreen(<TeamPage />, { url });
    const dialog = await openInvite();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Full name is required")).toBeTruthy();
    type(dialog, "Full name", "Noa Ben");
    type(dialog, "Email (or a phone below)", "Noa@Example.com");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Project and demo" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Revisions and comments" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Colleague invited")).toBeTruthy();
    const [post] = requestsTo(seen, "POST", "/api/companies/team");
    expect(await post?.json()).toMatchObject({
      email: "Noa@Example.com",
      fullName: "Noa Ben",
      rights: { project: false, revisions: true, billing: false, support: false },
    });
  });

  it("invites by phone alone, and asks for an e-mail or a phone first (decision 115)", async () => {
    serveTeam();
    const seen = recordRequests();
    mockApi.use(companyHandlers.invite(() => HttpResponse.json({ members: [danielOwner, maya] }, { status: 201 })));
    await renderScreen(<TeamPage />, { url });
    const dialog = await openInvite();
    type(dialog, "Full name", "Tal Phone");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter an e-mail address or a phone number")).toBeTruthy();
    type(dialog, "Phone (optional)", "12");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(within(dialog).queryByText("Enter an e-mail address or a phone number")).toBeNull());
    expect(requestsTo(seen, "POST", "/api/companies/team")).toHaveLength(0);
    type(dialog, "Phone (optional)", "(202) 555-0188");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("An invitation was sent to (202) 555-0188.")).toBeTruthy();
    const [post] = requestsTo(seen, "POST", "/api/companies/team");
    expect(await post?.json()).toMatchObject({ email: "", fullName: "Tal Phone", phone: "(202) 555-0188" });
  });

  it("asks in Hebrew for an e-mail or a phone", async () => {
    serveTeam();
    await renderScreen(<TeamPage />, { url, language: "he" });
    fireEvent.click(await screen.findByRole("button", { name: "הזמנת עמית" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "שליחת הזמנה" }));
    expect(await within(dialog).findByText("הזינו כתובת מייל או מספר טלפון")).toBeTruthy();
  });

  it("shows the server's refusal in the invitation dialog", async () => {
    serveTeam();
    mockApi.use(companyHandlers.invite(() => apiError(409, "already_in_company")));
    await renderScreen(<TeamPage />, { url });
    const dialog = await openInvite();
    type(dialog, "Full name", "Maya Katz");
    type(dialog, "Email (or a phone below)", "maya@brooksbakery.com");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This person is already in your company.");
  });

  it("changes a colleague's rights when a box is ticked", async () => {
    serveTeam();
    const seen = recordRequests();
    const withBilling = { ...maya, rights: { ...maya.rights, billing: true } };
    mockApi.use(companyHandlers.changeRights(() => HttpResponse.json({ members: [danielOwner, withBilling] })));
    await renderScreen(<TeamPage />, { url });
    const rights = await screen.findByRole("group", { name: "Rights of Maya Katz" });
    fireEvent.click(within(rights).getByRole("checkbox", { name: "Invoices and purchases" }));
    expect(await screen.findByText("Rights of Maya Katz saved")).toBeTruthy();
    const [patch] = requestsTo(seen, "PATCH", `/api/companies/team/${maya.personId}`);
    expect(await patch?.json()).toEqual({ rights: withBilling.rights });
  });

  it("removes a colleague only after confirming, and shows a refusal beside her", async () => {
    serveTeam();
    const seen = recordRequests();
    mockApi.use(companyHandlers.remove(() => apiError(409, "company_owner_fixed")));
    await renderScreen(<TeamPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Maya Katz" }));
    const confirm = screen.getByRole("dialog", { name: "Remove from the team?" });
    expect(requestsTo(seen, "DELETE", maya.personId)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The company's owner keeps every right and cannot be removed.");
    await waitFor(() => expect(requestsTo(seen, "DELETE", maya.personId)).toHaveLength(1));
  });

  it("reads right to left in Hebrew", async () => {
    serveTeam();
    await renderScreen(<TeamPage />, { url, language: "he" });
    expect(await screen.findByRole("heading", { name: "צוות" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByRole("group", { name: "ההרשאות של Maya Katz" })).toBeTruthy();
  });
});
