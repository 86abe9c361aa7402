import type { SubscriptionInfo } from "@portal/shared/billing-contracts";
import type { ClientRights } from "@portal/shared/company-contracts";
import type { Milestone } from "@portal/shared/milestone-contracts";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { notSubscribed, subscribed, subscriptionIs } from "@/test/api/billing";
import { companyHandlers, harbourCafe, myCompanies } from "@/test/api/companies";
import { designMilestone } from "@/test/api/milestones";
import { danielsProject, projectHandlers } from "@/test/api/projects";
import { daniel, signedInAs } from "@/test/api/session";
import { mockApi } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientDashboardPage } from "./client-dashboard-page";

/**
 * Daniel as a colleague at Harbour Cafe (owner Eli Harbour): the dashboard offers only what his
 * rights give, and says whom to ask for the rest (decision 120). The server refuses the rest anyway.
 */
const awaiting: Milestone = { ...designMilestone, state: "awaiting_approval", reviewPages: ["/"], versionLabel: "v2" };

function serve(rights: ClientRights, subscription: SubscriptionInfo = notSubscribed) {
  mockApi.use(
    signedInAs(daniel),
    companyHandlers.mine(myCompanies([{ ...harbourCafe, rights }])),
    subscriptionIs(subscription),
    projectHandlers.mine({ ...danielsProject, demoUrl: "https://demo.harbourcafe.example/" }),
    http.get("/api/projects/mine/milestones", () => HttpResponse.json({ milestones: [awaiting] })),
  );
}

const none = { project: false, revisions: false, billing: false, support: false };
const signoff = () => screen.findByRole("region", { name: "Design is ready for your approval · v2" });

describe("the dashboard of a colleague, by their rights", () => {
  it("with revisions but not billing: signs off and requests, but reads whom to ask for the upgrade", async () => {
    serve({ ...none, revisions: true });
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    const panel = await signoff();
    expect(within(panel).getByRole("button", { name: "Approve" })).toBeTruthy();
    // Request changes on a free plan would open the upgrade: off for him.
    expect(within(panel).getByRole("button", { name: "Request changes" })).toHaveProperty("disabled", true);
    const progress = screen.getByRole("heading", { name: "Project Progress" }).closest("div") as HTMLElement;
    expect(within(progress).queryByRole("button", { name: "Upgrade" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull();
    expect(screen.getByRole("button", { name: "Request Revision" })).toHaveProperty("disabled", true);
    expect(screen.getByText(/Revision requests are part of the premium plan\./).textContent).toBe(
      "Revision requests are part of the premium plan. Ask Eli Harbour to upgrade.",
    );
  });

  it("with revisions but not billing, on premium: no Manage Subscription, requests as usual", async () => {
    serve({ ...none, revisions: true }, subscribed);
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    expect(await screen.findByText("Premium Active")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Manage Subscription" })).toBeNull();
    expect(screen.getByRole("button", { name: "Request Revision" })).toHaveProperty("disabled", false);
    expect(within(await signoff()).getByRole("button", { name: "Request changes" })).toHaveProperty("disabled", false);
  });

  it("with the project and billing but not revisions: upgrades, but reads who signs off", async () => {
    serve({ ...none, project: true, billing: true });
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    const panel = await signoff();
    expect(within(panel).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Request changes" })).toBeNull();
    expect(within(panel).getByText(/can approve it or ask for changes/).textContent).toBe(
      "Eli Harbour or a colleague with revisions can approve it or ask for changes.",
    );
    expect(screen.queryByRole("heading", { name: "Request Changes" })).toBeNull();
    expect(screen.getByRole("button", { name: "Upgrade" })).toBeTruthy();
    // He works for Harbour Cafe here, not for his own bakery.
    expect(screen.getByText("Harbour Cafe")).toBeTruthy();
    expect(screen.queryByText(daniel.businessName ?? "Brooks Bakery")).toBeNull();
  });

  it("with the project only: neither upgrades nor signs off, in Hebrew too", async () => {
    serve({ ...none, project: true });
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard", language: "he" });
    const he = (await import("@/locales/he/milestones.json")).default;
    expect(await screen.findByText(/יכולים לאשר או לבקש שינויים/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: he.approve })).toBeNull();
    expect(screen.queryByRole("button", { name: "שדרוג" })).toBeNull();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
