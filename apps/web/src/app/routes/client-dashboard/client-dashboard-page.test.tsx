import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notSubscribed, subscribed, subscriptionIs } from "@/test/api/billing";
import { ownCompanyOnly } from "@/test/api/companies";
import { designMilestone, noOwnMilestones, ownMilestonesAre } from "@/test/api/milestones";
import { danielsProject, projectHandlers } from "@/test/api/projects";
import { daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientDashboardPage } from "./client-dashboard-page";

/** The client's home as Daniel sees it, his project answered by `project`. */
function serve(project: Parameters<typeof projectHandlers.mine>[0], subscription = notSubscribed) {
  mockApi.use(
    signedInAs(daniel),
    subscriptionIs(subscription),
    projectHandlers.mine(project),
    noOwnMilestones(),
    ownCompanyOnly(),
  );
}

describe("the client dashboard", () => {
  it("says it is loading the project while the project is on its way", async () => {
    serve(neverAnswered);
    await renderScreen(<ClientDashboardPage />);
    expect(screen.getByRole("status").textContent).toBe("Loading your project...");
  });

  it("greets the client by name and shows the project's progress, status and revisions", async () => {
    serve(danielsProject);
    await renderScreen(<ClientDashboardPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Daniel Brooks" })).toBeTruthy();
    expect(screen.getByText("Brooks Bakery")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Project Progress" })).toBeTruthy();
    expect(screen.getByText("Revisions Used").nextSibling?.textContent).toBe("1 / 3");
    expect(screen.getAllByText("In Progress").length).toBeGreaterThan(0);
    expect(screen.getByText("Demo Not Ready Yet")).toBeTruthy();
    // Not premium: the request offers the upgrade instead.
    expect(screen.getByText("Revision requests are part of the premium plan.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade" })).toBeTruthy();
  });

  it("shows a premium client the badge, Manage Subscription, and what a request needs", async () => {
    serve(danielsProject, subscribed);
    await renderScreen(<ClientDashboardPage />);
    expect(await screen.findByText("Premium Active")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Manage Subscription" })).toBeTruthy();
    expect(screen.getByText("A demo link must be provided by the admin before you can request revisions")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Request Revision" })).toHaveProperty("disabled", true);
  });

  it("sets up a first-time client's project (none yet) and then shows it", async () => {
    serve(null);
    mockApi.use(projectHandlers.createMine({ ...danielsProject, status: "pending", progress: 0, revisionCount: 0 }));
    const seen = recordRequests();
    await renderScreen(<ClientDashboardPage />);
    expect(await screen.findByText("Setting up your project...")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Project Progress" })).toBeTruthy();
    expect(screen.getAllByText("Pending").length).toBeGreaterThan(0);
    expect(requestsTo(seen, "POST", "/api/projects/mine")).toHaveLength(1);
  });

  it("says the project could not be loaded, in the page and in a toast with the reason", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<ClientDashboardPage />);
    expect(await screen.findByText("Your project could not be loaded. Please try Refresh Status.")).toBeTruthy();
    expect(await screen.findByText("Failed to fetch project data: An unexpected error occurred")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Status" })).toBeTruthy();
  });

  it("reads in Hebrew, right to left", async () => {
    serve(danielsProject, subscribed);
    const { container } = await renderScreen(<ClientDashboardPage />, { language: "he" });
    expect(await screen.findByRole("heading", { level: 1, name: "ברוכים הבאים, Daniel Brooks" })).toBeTruthy();
    expect(screen.getByText("פרימיום פעיל")).toBeTruthy();
    expect(within(container).getByRole("button", { name: "רענון סטטוס" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });

  describe("a milestone waiting for approval: Request changes follows the revision rules", () => {
    const withDemo = { ...danielsProject, demoUrl: "https://demo.example" };
    const waiting = { ...designMilestone, state: "awaiting_approval" as const, reviewPages: ["/"] };

    it("offers a client without premium the upgrade, not a request the server would refuse", async () => {
      serve(withDemo);
      mockApi.use(ownMilestonesAre([waiting]));
      await renderScreen(<ClientDashboardPage />);
      fireEvent.click(await screen.findByRole("button", { name: "Request changes" }));
      expect(await screen.findByRole("dialog", { name: "Upgrade to Premium" })).toBeTruthy();
      expect(screen.queryByRole("dialog", { name: "Request a Revision" })).toBeNull();
    });

    it("is off once the revisions are used up, while Approve stays", async () => {
      serve({ ...withDemo, revisionCount: 3 }, subscribed);
      mockApi.use(ownMilestonesAre([waiting]));
      await renderScreen(<ClientDashboardPage />);
      expect(await screen.findByRole("button", { name: "Request changes" })).toHaveProperty("disabled", true);
      expect(screen.getByRole("button", { name: "Approve" })).toHaveProperty("disabled", false);
      expect(screen.getByText("Revision limit reached")).toBeTruthy();
    });
  });
});
