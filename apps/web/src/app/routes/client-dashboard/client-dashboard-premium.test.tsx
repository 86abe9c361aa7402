import type { SubscriptionInfo } from "@portal/shared/billing-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notSubscribed, subscribed, subscriptionIs } from "@/test/api/billing";
import { ownCompanyOnly } from "@/test/api/companies";
import { noOwnMilestones } from "@/test/api/milestones";
import { danielsProject, projectHandlers } from "@/test/api/projects";
import { daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientDashboardPage } from "./client-dashboard-page";

const premium: SubscriptionInfo = { ...subscribed, plan: "Premium Monthly", subscriptionEnd: "2026-12-01T12:00:00.000Z" };

/** Daniel's dashboard with his subscription answered by `subscription` (one answer, or one per read). */
function serve(subscription: SubscriptionInfo | (() => SubscriptionInfo)) {
  mockApi.use(
    signedInAs(daniel),
    typeof subscription === "function"
      ? http.get("/api/billing/subscription", () => HttpResponse.json(subscription()))
      : subscriptionIs(subscription),
    projectHandlers.mine(danielsProject),
    noOwnMilestones(),
    ownCompanyOnly(),
  );
}

/** A tab the browser opened for the checkout: where it was sent, and whether it was closed. */
function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
  const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

afterEach(() => vi.restoreAllMocks());

async function openUpgrade(language: "en" | "he" = "en") {
  serve(notSubscribed);
  await renderScreen(<ClientDashboardPage />, { url: "/dashboard", language });
  fireEvent.click(await screen.findByRole("button", { name: language === "he" ? "שדרוג" : "Upgrade" }));
  return screen.findByRole("dialog");
}

describe("Upgrade to Premium", () => {
  it("shows the agency's plan: name, monthly price, its label and benefits, with the two buttons", async () => {
    const dialog = await openUpgrade();
    expect(within(dialog).getByRole("heading", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(within(dialog).getByText("Premium Monthly")).toBeTruthy();
    expect(within(dialog).getByText("$49.00").parentElement?.textContent).toBe("$49.00/month");
    expect(within(dialog).getByText("Billed monthly")).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "What's included" })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Unlimited changes"]);
    expect(within(dialog).getByRole("button", { name: "Start Subscription Now" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Maybe Later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens the checkout in a new tab, busy meanwhile, and closes", async () => {
    const { tab, open } = fakeTab();
    let answer: (url: string) => void = () => undefined;
    mockApi.use(
      http.post(
        "/api/billing/premium/checkout",
        () =>
          new Promise<Response>((resolve) => {
            answer = (url) => resolve(HttpResponse.json({ url }));
          }),
      ),
    );
    const seen = recordRequests();
    const dialog = await openUpgrade();
    fireEvent.click(within(dialog).getByRole("button", { name: "Start Subscription Now" }));
    expect(open).toHaveBeenCalledWith("", "_blank");
    const busy = await within(dialog).findByRole("button", { name: "Creating checkout..." });
    expect(busy).toHaveProperty("disabled", true);
    answer("https://checkout.example/premium");
    await waitFor(() => expect(tab.location.href).toBe("https://checkout.example/premium"));
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [sent] = requestsTo(seen, "POST", "/api/billing/premium/checkout");
    expect(sent?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("closes the empty tab and says why when the checkout could not start", async () => {
    const { tab } = fakeTab();
    mockApi.use(http.post("/api/billing/premium/checkout", () => apiError(500, "internal")));
    const dialog = await openUpgrade();
    fireEvent.click(within(dialog).getByRole("button", { name: "Start Subscription Now" }));
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText("Failed to start subscription process")).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Upgrade to Premium" })).toBeTruthy();
  });

  it("says so when the server gave no checkout address", async () => {
    const { tab } = fakeTab();
    mockApi.use(http.post("/api/billing/premium/checkout", () => HttpResponse.json({ url: "" })));
    const dialog = await openUpgrade();
    fireEvent.click(within(dialog).getByRole("button", { name: "Start Subscription Now" }));
    expect(await screen.findByText("No checkout URL received from server")).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it("reads in Hebrew, with the plan's Hebrew label and benefits", async () => {
    const dialog = await openUpgrade("he");
    expect(within(dialog).getByRole("heading", { name: "שדרוג לפרימיום" })).toBeTruthy();
    expect(within(dialog).getByText("חיוב חודשי")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["שינויים ללא הגבלה"]);
    expect(within(dialog).getByText("$49.00").parentElement?.textContent).toBe("$49.00/לחודש");
    expect(within(dialog).getByRole("button", { name: "התחל מנוי עכשיו" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});

/** The dashboard's Manage Subscription dialog for a premium client. */
async function openManage(subscription: SubscriptionInfo | (() => SubscriptionInfo) = premium, language: "en" | "he" = "en") {
  serve(subscription);
  await renderScreen(<ClientDashboardPage />, { url: "/dashboard", language });
  fireEvent.click(await screen.findByRole("button", { name: language === "he" ? "ניהול מנוי" : "Manage Subscription" }));
  return screen.findByRole("dialog");
}

const row = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("Manage Subscription", () => {
  it("shows the plan, the next billing date and Active, with Keep Subscription", async () => {
    const dialog = await openManage();
    expect(within(dialog).getByRole("heading", { name: "Manage Subscription" })).toBeTruthy();
    expect(row(dialog, "Plan")).toBe("Premium Monthly");
    expect(row(dialog, "Next billing")).toBe("December 1, 2026");
    expect(row(dialog, "Status")).toBe("Active");
    expect(within(dialog).getByRole("button", { name: "Keep Subscription" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancel Subscription" })).toHaveProperty("disabled", false);
  });

  it("asks before cancelling, and Keep Subscription sends nothing", async () => {
    const seen = recordRequests();
    const dialog = await openManage();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Subscription" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel your premium subscription?" });
    expect(
      within(confirm).getByText(
        "You keep premium until December 1, 2026; after that it stops renewing and cannot be resumed here.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Keep Subscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel your premium subscription?" })).toBeNull());
    expect(requestsTo(seen, "POST", "/api/billing/premium/cancel")).toHaveLength(0);
  });

  it("cancels at the period's end: red, Expires on, Cancelled, and the button says until when", async () => {
    let current = premium;
    mockApi.use(
      http.post("/api/billing/premium/cancel", () => {
        current = { ...premium, status: "cancelled", cancelAtPeriodEnd: true };
        return HttpResponse.json({ message: "Subscription cancelled" });
      }),
    );
    const seen = recordRequests();
    const dialog = await openManage(() => current);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Subscription" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel your premium subscription?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel Subscription" }));
    expect(await screen.findByText("Subscription Cancelled")).toBeTruthy();
    expect(screen.getByText("Your subscription will be cancelled at the end of the current billing period")).toBeTruthy();
    const button = await within(dialog).findByRole("button", { name: "Subscription Cancelled - Expires December 1, 2026" });
    expect(button).toHaveProperty("disabled", true);
    expect(row(dialog, "Expires on")).toBe("December 1, 2026");
    expect(row(dialog, "Status")).toBe("Cancelled");
    expect(within(dialog).getByText("You keep premium access until December 1, 2026.")).toBeTruthy();
    expect(within(dialog).getByTestId("subscription-details").className).toContain("bg-red-50");
    // Nothing left to keep: the footer offers Close.
    expect(within(dialog).queryByRole("button", { name: "Keep Subscription" })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole("button", { name: "Close" })
        .map((b) => b.textContent),
    ).toContain("Close");
    expect(requestsTo(seen, "POST", "/api/billing/premium/cancel")[0]?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("says when the subscription could not be cancelled", async () => {
    mockApi.use(http.post("/api/billing/premium/cancel", () => apiError(500, "internal")));
    const dialog = await openManage();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Subscription" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Cancel your premium subscription?" })).getByRole("button", {
        name: "Cancel Subscription",
      }),
    );
    expect(await screen.findByText("Failed to cancel subscription")).toBeTruthy();
    expect(row(dialog, "Status")).toBe("Active");
  });

  it("shows a loading subscription as not premium until it is known", async () => {
    mockApi.use(
      signedInAs(daniel),
      http.get("/api/billing/subscription", neverAnswered),
      projectHandlers.mine(danielsProject),
      noOwnMilestones(),
      ownCompanyOnly(),
    );
    await renderScreen(<ClientDashboardPage />, { url: "/dashboard" });
    expect(await screen.findByRole("heading", { name: "Project Progress" })).toBeTruthy();
    expect(screen.queryByText("Premium Active")).toBeNull();
    expect(screen.queryByRole("button", { name: "Manage Subscription" })).toBeNull();
  });

  it("reads in Hebrew: dates in Hebrew months, right to left", async () => {
    const dialog = await openManage(premium, "he");
    expect(within(dialog).getByRole("heading", { name: "ניהול מנוי" })).toBeTruthy();
    expect(row(dialog, "החיוב הבא")).toBe("1 בדצמבר 2026");
    expect(row(dialog, "סטטוס")).toBe("פעיל");
    expect(within(dialog).getByRole("button", { name: "השאר את המנוי" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
