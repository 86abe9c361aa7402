import type { Milestone } from "@portal/shared/milestone-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { subscribed, subscriptionIs } from "@/test/api/billing";
import { ownCompanyOnly } from "@/test/api/companies";
import { approvedDeposit, designMilestone, upcomingMilestone } from "@/test/api/milestones";
import { danielsProject, projectHandlers } from "@/test/api/projects";
import { heroPhotoRevision, revisionHandlers, submitted } from "@/test/api/revisions";
import { daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientDashboardPage } from "./client-dashboard-page";

const demoUrl = "https://demo.brooksbakery.example/";
const deposit = approvedDeposit;
const awaiting: Milestone = {
  ...designMilestone,
  position: 1,
  state: "awaiting_approval",
  reviewPages: ["/", "/menu"],
  versionLabel: "v2",
  approvalRequestedAt: "2026-11-24T08:00:00.000Z",
};
const build = upcomingMilestone(2, { en: "Build", he: "בנייה" });

/** Daniel's dashboard: a premium client whose project has a demo and the milestones given. */
function serve(milestones: Milestone[] | (() => Milestone[]) = [deposit, awaiting, build]) {
  const read = typeof milestones === "function" ? milestones : () => milestones;
  mockApi.use(
    signedInAs(daniel),
    subscriptionIs(subscribed),
    projectHandlers.mine({ ...danielsProject, demoUrl }),
    http.get("/api/projects/mine/milestones", () => HttpResponse.json({ milestones: read() })),
    ownCompanyOnly(),
  );
}

const signoff = () => screen.findByRole("region", { name: "Design is ready for your approval · v2" });

describe("the client's milestones on the dashboard", () => {
  it("shows the timeline: done, current and next, with dates, amounts and the sign-off record", async () => {
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    const timeline = await screen.findByRole("list", { name: "Milestones" });
    expect(screen.getByText("1 of 3 approved")).toBeTruthy();
    const [done, current, next] = within(timeline).getAllByTestId("timeline-milestone") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(done).getByText("Approved")).toBeTruthy();
    expect(done.textContent).toContain("Due Oct 5, 2026 · $500.00");
    const record = within(done).getByTestId("approval-record");
    expect(record.textContent).toContain("Approved by Daniel Brooks on Oct 4, 2026");
    expect(within(record).getByRole("link", { name: "Download certificate: Deposit" }).getAttribute("href")).toBe(
      "/api/milestones/appr-1/certificate",
    );
    expect(current.getAttribute("aria-current")).toBe("step");
    expect(within(current).getByText("Awaiting approval")).toBeTruthy();
    expect(within(current).getByText("Current")).toBeTruthy();
    expect(within(current).getByText(/^Waiting for your approval since /)).toBeTruthy();
    expect(within(next).getByText("Next")).toBeTruthy();
    expect(within(next).getByText("No due date")).toBeTruthy();
  });

  it("asks for approval beside the demo, linking each page to review", async () => {
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    const panel = await signoff();
    expect(within(panel).getByText("Review these pages of the demo:")).toBeTruthy();
    const pages = within(panel).getAllByRole("link");
    expect(pages.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("target")])).toEqual([
      ["/", "https://demo.brooksbakery.example/", "_blank"],
      ["/menu", "https://demo.brooksbakery.example/menu", "_blank"],
    ]);
  });

  it("asks for the signer's full name and the confirmation before approving", async () => {
    serve();
    const seen = recordRequests();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    fireEvent.click(within(await signoff()).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Design" });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: " D " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByText("Type your full name")).toBeTruthy();
    expect(within(dialog).getByText("Tick the box to confirm your approval")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("checkbox", { name: "I have reviewed the pages and approve Design." })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(requestsTo(seen, "POST", `/api/milestones/${awaiting.id}/approve`)).toHaveLength(0);
  });

  it("signs the milestone off with the typed name, and shows it approved", async () => {
    let milestones = [deposit, awaiting, build];
    serve(() => milestones);
    mockApi.use(
      http.post("/api/milestones/:id/approve", () => {
        milestones = [
          deposit,
          { ...awaiting, state: "approved", approval: deposit.approval && { ...deposit.approval, id: "appr-2" } },
          build,
        ];
        return HttpResponse.json({ milestones });
      }),
    );
    const seen = recordRequests();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    fireEvent.click(within(await signoff()).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Design" });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: "Daniel Brooks" } });
    fireEvent.click(within(dialog).getByRole("checkbox"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Design approved. Your certificate is ready.")).toBeTruthy();
    const [sent] = requestsTo(seen, "POST", `/api/milestones/${awaiting.id}/approve`);
    expect(await sent?.json()).toEqual({ fullName: "Daniel Brooks", confirm: true });
    expect(sent?.headers.get("Idempotency-Key")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: /ready for your approval/ })).toBeNull());
    expect(await screen.findByText("2 of 3 approved")).toBeTruthy();
  });

  it("keeps the dialog open and says why when the approval failed", async () => {
    serve();
    mockApi.use(http.post("/api/milestones/:id/approve", () => apiError(409, "milestone_not_awaiting_approval")));
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    fireEvent.click(within(await signoff()).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Design" });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: "Daniel Brooks" } });
    fireEvent.click(within(dialog).getByRole("checkbox"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("This milestone is not waiting for approval.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Approve Design" })).toBeTruthy();
  });

  it("ties a revision request sent from Request changes to the milestone", async () => {
    serve();
    mockApi.use(
      revisionHandlers.submit(() => HttpResponse.json(submitted(heroPhotoRevision, 1), { status: 201 })),
      http.post("/api/milestones/:id/changes", () =>
        HttpResponse.json({ milestones: [deposit, { ...awaiting, state: "changes_requested" }, build] }),
      ),
    );
    const seen = recordRequests();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    fireEvent.click(within(await signoff()).getByRole("button", { name: "Request changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a Revision" });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "The menu page needs prices." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    await waitFor(() => expect(requestsTo(seen, "POST", `/api/milestones/${awaiting.id}/changes`)).toHaveLength(1));
    expect(await requestsTo(seen, "POST", `/api/milestones/${awaiting.id}/changes`)[0]?.json()).toEqual({
      revisionId: heroPhotoRevision.id,
    });
    expect(await screen.findByText("Waiting for the agency: your changes are being made")).toBeTruthy();
  });

  it("reads in Hebrew: the milestones' Hebrew titles, states and dates", async () => {
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard", language: "he" });
    expect(await screen.findByRole("region", { name: "עיצוב מוכנה לאישורך · v2" })).toBeTruthy();
    const timeline = screen.getByRole("list", { name: "אבני דרך" });
    expect(within(timeline).getByText("מקדמה")).toBeTruthy();
    expect(within(timeline).getByText("ממתין לאישור")).toBeTruthy();
    expect(timeline.textContent).toContain("5 באוק׳ 2026");
    expect(screen.getByText("1 מתוך 3 אושרו")).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
