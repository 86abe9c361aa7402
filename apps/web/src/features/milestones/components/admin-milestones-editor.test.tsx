import type { Milestone, MilestonesResponse } from "@portal/shared/milestone-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { approvedDeposit, designMilestone, milestoneHandlers, upcomingMilestone } from "@/test/api/milestones";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminMilestonesCard } from "./admin-milestones-card";

const projectId = designMilestone.projectId;
const LIST = `/api/admin/projects/${projectId}/milestones`;

/** Deposit (approved with its certificate), Design (in progress) and Launch (no amount, no due date). */
const deposit = approvedDeposit;
const design: Milestone = { ...designMilestone, position: 1, dueAt: "2026-12-20T23:59:59.999Z" };
const launch: Milestone = { ...upcomingMilestone(2, { en: "Launch", he: "" }), version: "4" };
const three = [deposit, design, launch];

const answer = (milestones: Milestone[]) => HttpResponse.json({ milestones } satisfies MilestonesResponse);

function serve(list: Milestone[] = three) {
  mockApi.use(milestoneHandlers.ofProject(list));
  return recordRequests();
}
const open = (language: "en" | "he" = "en") => renderScreen(<AdminMilestonesCard projectId={projectId} />, { language });
const rowOf = async (title: string) =>
  (await screen.findAllByTestId("admin-milestone")).find((row) => row.textContent?.includes(title)) as HTMLElement;

describe("the admin's milestone editor (decision 098)", () => {
  it("says the milestones are loading, and when they could not be loaded", async () => {
    mockApi.use(http.get(LIST, neverAnswered));
    const first = await open();
    expect(screen.getByRole("status").textContent).toBe("Loading milestones...");
    first.unmount();
    mockApi.use(http.get(LIST, () => apiError(500, "internal")));
    await open();
    expect((await screen.findByRole("alert")).textContent).toBe("The milestones could not be loaded.");
  });

  it("lists each milestone with its state, due date, amount and when it is invoiced", async () => {
    serve();
    await open();
    const row = await rowOf("Design");
    expect(within(row).getByText("In progress")).toBeTruthy();
    expect(within(row).getByText("Due Dec 20, 2026")).toBeTruthy();
    expect(within(row).getByText("$1,500.00")).toBeTruthy();
    expect(within(row).getByText("Invoiced on approval")).toBeTruthy();
    const last = await rowOf("Launch");
    expect(within(last).getByText("No due date")).toBeTruthy();
    expect(within(last).queryByText(/Invoiced/)).toBeNull();
    expect(within(last).getByRole("button", { name: "Move Launch down" })).toHaveProperty("disabled", true);
  });

  it("shows an approved milestone's sign-off record instead of its actions", async () => {
    serve();
    await open();
    const row = await rowOf("Deposit");
    const record = within(row).getByTestId("approval-record");
    expect(record.textContent).toMatch(/Approved by Daniel Brooks on Oct 4, 2026/);
    expect(within(record).getByText("Address").nextSibling?.textContent).toBe("203.0.113.7");
    expect(within(record).getByText("SHA-256").nextSibling?.textContent).toBe("c0ffee");
    expect(within(record).getByRole("link", { name: "Download certificate: Deposit" }).getAttribute("href")).toBe(
      "/api/milestones/appr-1/certificate",
    );
    expect(within(row).queryByRole("button", { name: "Edit Deposit" })).toBeNull();
  });

  it("offers the usual four from the template when there are none", async () => {
    const seen = serve([]);
    mockApi.use(http.post(`${LIST}/template`, () => answer(three)));
    await open();
    expect(await screen.findByText("No milestones yet. Start from the usual four: Deposit, Design, Build, Launch.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use the template" }));
    expect(await rowOf("Launch")).toBeTruthy();
    expect(requestsTo(seen, "POST", "/milestones/template")).toHaveLength(1);
  });

  it("adds a milestone: a title in one language is enough, the amount in cents", async () => {
    const seen = serve();
    mockApi.use(http.post(LIST, () => answer([...three, { ...launch, id: "new", title: { en: "", he: "אחזקה" } }])));
    await open();
    fireEvent.click(await screen.findByRole("button", { name: "Add milestone" }));
    const dialog = await screen.findByRole("dialog", { name: "Add milestone" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter a title in at least one language")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Title (Hebrew)"), { target: { value: " אחזקה " } });
    fireEvent.change(within(dialog).getByLabelText("Amount (USD)"), { target: { value: "12.5x" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter an amount such as 1500 or 1500.00")).toBeTruthy();
    expect(requestsTo(seen, "POST", LIST)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText("Amount (USD)"), { target: { value: "250.50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [post] = requestsTo(seen, "POST", LIST);
    expect(await post?.json()).toEqual({
      title: { en: "", he: "אחזקה" },
      dueAt: null,
      amountCents: 25_050,
      invoiceOn: "approval",
    });
  });

  it("moves a milestone up by sending the new order", async () => {
    const seen = serve();
    mockApi.use(http.put(`${LIST}/order`, () => answer([deposit, launch, design])));
    await open();
    fireEvent.click(within(await rowOf("Launch")).getByRole("button", { name: "Move Launch up" }));
    await waitFor(() => expect(requestsTo(seen, "PUT", "/milestones/order")).toHaveLength(1));
    expect(await requestsTo(seen, "PUT", "/milestones/order")[0]?.json()).toEqual({
      ids: [deposit.id, launch.id, design.id],
    });
    await waitFor(() =>
      expect(screen.getAllByTestId("admin-milestone").map((r) => r.querySelector("span")?.textContent)).toEqual([
        "Deposit",
        "Launch",
        "Design",
      ]),
    );
  });

  it("removes a milestone after its confirmation, with the version listed", async () => {
    const seen = serve();
    mockApi.use(http.delete("/api/admin/milestones/:id", () => answer([deposit, design])));
    await open();
    fireEvent.click(within(await rowOf("Launch")).getByRole("button", { name: "Remove Launch" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove milestone?" });
    expect(dialog.textContent).toContain('"Launch" will be removed from the project.');
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getAllByTestId("admin-milestone")).toHaveLength(2));
    const [removed] = requestsTo(seen, "DELETE", `/api/admin/milestones/${launch.id}`);
    expect(removed?.headers.get("If-Match")).toBe('"4"');
  });

  it("asks the client for approval of the pages named, and refuses a page that is not a path", async () => {
    const seen = serve();
    mockApi.use(
      http.post("/api/admin/milestones/:id/approval-request", () =>
        answer([deposit, { ...design, state: "awaiting_approval", reviewPages: ["/", "/menu"], versionLabel: "v2" }, launch]),
      ),
    );
    await open();
    fireEvent.click(within(await rowOf("Design")).getByRole("button", { name: "Ask for approval of Design" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for approval of Design" });
    const pages = within(dialog).getByLabelText(/Demo pages to review/);
    fireEvent.change(pages, { target: { value: "menu" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ask for approval" }));
    expect(await within(dialog).findByText("Enter one to ten paths on the demo, each starting with /")).toBeTruthy();
    fireEvent.change(pages, { target: { value: "/\n  /menu \n\n" } });
    fireEvent.change(within(dialog).getByLabelText("Version label (optional)"), { target: { value: "v2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ask for approval" }));
    expect(await screen.findByText("The client was asked for approval")).toBeTruthy();
    const [post] = requestsTo(seen, "POST", `/api/admin/milestones/${design.id}/approval-request`);
    expect(post?.headers.get("If-Match")).toBe('"1"');
    expect(await post?.json()).toEqual({ pages: ["/", "/menu"], versionLabel: "v2" });
    const row = await rowOf("Design");
    expect(within(row).getByText("Awaiting approval")).toBeTruthy();
    expect(within(row).getByText("To review: /, /menu · v2")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Ask for approval of Design" }).textContent).toBe("Ask again");
  });

  it("says why a change was refused, and reads the list again", async () => {
    const seen = serve();
    mockApi.use(http.delete("/api/admin/milestones/:id", () => apiError(412, "edit_conflict")));
    await open();
    const reads = requestsTo(seen, "GET", "/milestones").length;
    fireEvent.click(within(await rowOf("Launch")).getByRole("button", { name: "Remove Launch" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Someone else changed this while you were editing. Nothing was saved.")).toBeTruthy();
    await waitFor(() => expect(requestsTo(seen, "GET", "/milestones").length).toBeGreaterThan(reads));
  });

  it("reads in Hebrew: Hebrew titles, dates and amounts", async () => {
    serve();
    await open("he");
    expect(document.documentElement.dir).toBe("rtl");
    const row = await rowOf("עיצוב");
    expect(within(row).getByText("בתהליך")).toBeTruthy();
    expect(within(row).getByText("יעד: 20 בדצמ׳ 2026")).toBeTruthy();
    expect(within(row).getByText("$1,500.00")).toBeTruthy();
    // A title missing in Hebrew shows the English one.
    expect(await rowOf("Launch")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "הוספת אבן דרך" }));
    const dialog = await screen.findByRole("dialog", { name: "הוספת אבן דרך" });
    fireEvent.click(within(dialog).getByRole("button", { name: "שמירה" }));
    expect(await within(dialog).findByText("נא להזין כותרת לפחות בשפה אחת")).toBeTruthy();
  });
});
