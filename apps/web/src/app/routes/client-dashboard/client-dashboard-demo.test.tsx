import type { Project } from "@portal/shared/project-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { notSubscribed, subscribed, subscriptionIs } from "@/test/api/billing";
import { ownCompanyOnly } from "@/test/api/companies";
import { noOwnMilestones } from "@/test/api/milestones";
import { danielsProject, projectHandlers } from "@/test/api/projects";
import { daniel, signedInAs } from "@/test/api/session";
import { mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen, setViewportWidth } from "@/test/render";
import { ClientDashboardPage } from "./client-dashboard-page";

const demoUrl = "https://demo.brooksbakery.example/";
const withDemo: Project = { ...danielsProject, demoUrl };

/** Daniel's dashboard for `project`, premium or not, with `profile` signed in. */
function serve(project: Project | (() => Project) = withDemo, subscription = subscribed, profile = daniel) {
  mockApi.use(
    signedInAs(profile),
    subscriptionIs(subscription),
    typeof project === "function"
      ? projectHandlers.mine(() => HttpResponse.json({ project: project() }))
      : projectHandlers.mine(project),
    noOwnMilestones(),
    ownCompanyOnly(),
  );
}

const demoCard = () => screen.getByText("Demo Preview").closest("[class*='rounded']")?.parentElement as HTMLElement;
const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

afterEach(() => setViewportWidth(1024));

describe("the dashboard's demo and requests", () => {
  it("shows the demo in a frame, View Website opening it in a new tab, and the view toggle", async () => {
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    const frame = await screen.findByTitle("Your website demo");
    expect(frame.getAttribute("src")).toBe(demoUrl);
    const view = screen.getByRole("link", { name: "View Website" });
    expect(view.getAttribute("href")).toBe(demoUrl);
    expect(view.getAttribute("target")).toBe("_blank");
    expect(view.getAttribute("rel")).toContain("noopener");
    const modes = screen.getByRole("group", { name: "View mode" });
    const mobile = within(modes).getByRole("button", { name: "Mobile" });
    expect(within(modes).getByRole("button", { name: "Desktop" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(mobile);
    expect(mobile.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByText("Demo Not Ready Yet")).toBeNull();
  });

  it("forces the mobile view on a phone, without the toggle", async () => {
    setViewportWidth(390);
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    await screen.findByTitle("Your website demo");
    expect(screen.queryByRole("group", { name: "View mode" })).toBeNull();
    expect(screen.getByTestId("demo-frame").getAttribute("data-scale")).toBe("1.000");
    expect(demoCard()).toBeTruthy();
  });

  it("shows the estimated delivery in long form, the revisions used and the status", async () => {
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    await screen.findByRole("heading", { name: "Project Progress" });
    expect(tile("Estimated Delivery")).toBe("December 20, 2026");
    expect(tile("Revisions Used")).toBe("1 / 3");
    expect(tile("Current Status")).toBe("In Progress");
    expect(
      screen.getByText("Pin comments on your demo and describe what to change. You have 2 revisions remaining."),
    ).toBeTruthy();
  });

  it("leaves the delivery tile out when no date is set", async () => {
    serve({ ...withDemo, estimatedDelivery: null });
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    await screen.findByRole("heading", { name: "Project Progress" });
    expect(screen.queryByText("Estimated Delivery")).toBeNull();
  });

  it("opens the revision request for a premium client with a demo and revisions left", async () => {
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    // Until the subscription is known the button offers the upgrade.
    await screen.findByText("Premium Active");
    fireEvent.click(screen.getByRole("button", { name: "Request Revision" }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole("dialog", { name: "Request a Revision" }, { timeout: 5000 });
    expect(within(dialog).getByText("You have 2 revisions remaining.")).toBeTruthy();
    expect(within(dialog).getByText("Mark changes on your website")).toBeTruthy();
  });

  it("says the limit is reached when all three revisions are used, the button off", async () => {
    serve({ ...withDemo, revisionCount: 3 });
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    const button = await screen.findByRole("button", { name: "Request Revision" });
    expect(button).toHaveProperty("disabled", true);
    const status = screen.getByText("Revision limit reached").parentElement as HTMLElement;
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toContain(
      "You have used all 3 available revisions for this project. If you need additional changes, please contact support.",
    );
    expect(tile("Revisions Used")).toBe("3 / 3");
  });

  it("offers a free client the upgrade from Request Revision", async () => {
    serve(withDemo, notSubscribed);
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    await screen.findByText("Revision requests are part of the premium plan.");
    fireEvent.click(screen.getByRole("button", { name: "Request Revision" }));
    expect(await screen.findByRole("dialog", { name: "Upgrade to Premium" })).toBeTruthy();
  });

  it("greets by e-mail when the profile has no name, and leaves the business out when there is none", async () => {
    serve(withDemo, subscribed, { ...daniel, fullName: null, businessName: null } as unknown as typeof daniel);
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, daniel@brooksbakery.com" })).toBeTruthy();
    expect(screen.queryByText("Brooks Bakery")).toBeNull();
  });

  it("reads the project and subscription again with Refresh Status", async () => {
    let project: Project = withDemo;
    serve(() => project);
    const seen = recordRequests();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    await screen.findByRole("heading", { name: "Project Progress" });
    project = { ...withDemo, status: "ready", progress: 100 };
    fireEvent.click(screen.getByRole("button", { name: "Refresh Status" }));
    await waitFor(() => expect(tile("Current Status")).toBe("Ready"));
    expect(requestsTo(seen, "GET", "/api/projects/mine").length).toBeGreaterThanOrEqual(2);
    expect(requestsTo(seen, "GET", "/api/billing/subscription").length).toBeGreaterThanOrEqual(2);
  });

  it("reads in Hebrew: the delivery date in Hebrew, and the demo's texts", async () => {
    serve();
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard", language: "he" });
    const he = (await import("@/locales/he/projects.json")).default;
    expect(await screen.findByRole("link", { name: he.viewWebsite })).toBeTruthy();
    expect(tile(he.estimatedDelivery)).toBe("20 בדצמבר 2026");
    expect(screen.getByTitle(he.demoFrameTitle)).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
