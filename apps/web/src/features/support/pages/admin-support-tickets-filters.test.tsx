import type { AdminTicketSummary } from "@portal/shared/support-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { dana, signedInAs } from "@/test/api/session";
import { adminTickets, supportHandlers } from "@/test/api/support";
import { mockApi } from "@/test/mock-api";
import { renderScreen, setViewportWidth } from "@/test/render";
import { AdminSupportTicketsPage } from "./admin-support-tickets-page";

const url = "/admin/support-tickets";

/** A new ticket without a subject, about Daniel's revision #0001, nobody on it yet. */
const noSubject: AdminTicketSummary = {
  ...(adminTickets[1] as AdminTicketSummary),
  id: "c0ffee00-0043-4000-8000-000000000043",
  ticketNumber: 43,
  subject: null,
  messagePreview: "Where is the revision I asked for?",
  status: "new",
  revisionRequestNumber: 1,
  assignee: null,
};
const all = [...adminTickets, noSubject];

/** Answers the list by status and assignment as the server does, with the counts of every ticket. */
function serve() {
  const asked: URLSearchParams[] = [];
  mockApi.use(
    signedInAs(dana),
    supportHandlers.assignees(),
    supportHandlers.admin(({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const status = query.get("status") ?? "all";
      const assigned = query.get("assigned") ?? "anyone";
      const tickets = all.filter(
        (t) =>
          (status === "all" || t.status === status) &&
          (assigned === "anyone" || (assigned === "me" ? t.assignee?.id === dana.id : t.assignee === null)),
      );
      const count = (s: string) => all.filter((t) => t.status === s).length;
      return HttpResponse.json({
        tickets,
        total: tickets.length,
        overall: all.length,
        page: 1,
        pageSize: 25,
        counts: {
          total: all.length,
          new: count("new"),
          in_progress: count("in_progress"),
          resolved: count("resolved"),
          closed: count("closed"),
          archived: count("archived"),
        },
      });
    }),
  );
  return asked;
}

const rowOf = (number: string) => screen.getByText(number).closest("tr") as HTMLElement;
const summary = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

afterEach(() => setViewportWidth(1024));

describe("the admin's support tickets: filters and what each row says", () => {
  it("counts total, new, in progress and closed tickets of every ticket", async () => {
    serve();
    await renderScreen(<AdminSupportTicketsPage />, { url });
    await screen.findByRole("table", { name: "Support tickets" });
    expect(summary("Total Tickets")).toBe("3");
    expect(summary("New")).toBe("1");
    expect(summary("In Progress")).toBe("1");
    expect(summary("Closed")).toBe("0");
  });

  it("says New Reply on an unread ticket, No subject and None where they apply, the revision padded to 4 digits", async () => {
    serve();
    await renderScreen(<AdminSupportTicketsPage />, { url });
    await screen.findByRole("table", { name: "Support tickets" });
    expect(within(rowOf("#0042")).getByText("New Reply")).toBeTruthy();
    expect(within(rowOf("#0041")).queryByText("New Reply")).toBeNull();
    const row = rowOf("#0043");
    expect(within(row).getByText("No subject")).toBeTruthy();
    expect(within(row).getByText("Where is the revision I asked for?")).toBeTruthy();
    expect(within(row).getByText("0001")).toBeTruthy();
    expect(within(row).getByText("Unassigned")).toBeTruthy();
    expect(within(rowOf("#0041")).getByText("None")).toBeTruthy();
  });

  it("filters by status in the URL and asks the server for it", async () => {
    const asked = serve();
    const { location } = await renderScreen(<AdminSupportTicketsPage />, { url });
    await screen.findByRole("table", { name: "Support tickets" });
    const status = screen.getByLabelText("Filter by status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All", "New", "In Progress", "Resolved", "Closed", "Archived"]);
    fireEvent.change(status, { target: { value: "new" } });
    await waitFor(() => expect(location().search).toBe("?status=new"));
    await waitFor(() => expect(screen.queryByText("#0042")).toBeNull());
    expect(screen.getByText("#0043")).toBeTruthy();
    expect(asked.at(-1)?.get("status")).toBe("new");
  });

  it("shows the tickets assigned to me, and those nobody has taken", async () => {
    const asked = serve();
    const { location } = await renderScreen(<AdminSupportTicketsPage />, { url });
    await screen.findByRole("table", { name: "Support tickets" });
    const assigned = screen.getByLabelText("Assigned to");
    fireEvent.change(assigned, { target: { value: "me" } });
    await waitFor(() => expect(location().search).toBe("?assigned=me"));
    await waitFor(() => expect(screen.queryByText("#0043")).toBeNull());
    expect(screen.getByText("#0042")).toBeTruthy();
    fireEvent.change(assigned, { target: { value: "nobody" } });
    await waitFor(() => expect(screen.queryByText("#0042")).toBeNull());
    expect(screen.getByText("#0043")).toBeTruthy();
    expect(asked.at(-1)?.get("assigned")).toBe("nobody");
    const exported = new URL(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href") ?? "", "http://x");
    expect(exported.searchParams.get("assigned")).toBe("nobody");
  });

  it("shows cards below 768 px, with New Reply and View", async () => {
    setViewportWidth(390);
    serve();
    await renderScreen(<AdminSupportTicketsPage />, { url });
    const view = await screen.findByRole("button", { name: "View #0042" });
    expect(screen.queryByRole("table")).toBeNull();
    const card = view.closest("li") ?? (view.parentElement?.parentElement as HTMLElement);
    expect(within(card as HTMLElement).getByText("New Reply")).toBeTruthy();
    expect(screen.getByLabelText("Sort by")).toBeTruthy();
  });

  it("reads the filters and counts in Hebrew", async () => {
    serve();
    await renderScreen(<AdminSupportTicketsPage />, { url, language: "he" });
    await screen.findByRole("table", { name: "פניות תמיכה" });
    expect(summary("סך כל הפניות")).toBe("3");
    const assigned = screen.getByLabelText("משויך אל");
    expect(
      within(assigned)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["כולם", "משויכות אליי", "לא משויכות"]);
    expect(within(rowOf("#0043")).getByText("חדשה")).toBeTruthy();
  });
});
