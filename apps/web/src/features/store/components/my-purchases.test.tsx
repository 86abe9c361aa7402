import { PURCHASE_COMPLETED_EVENT } from "@portal/shared/store-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { daysFromNow, featureList, onlineStore, purchase, storeHandlers } from "@/test/api/store";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { StorePage } from "../pages/store-page";

/** The open store with one feature, Daniel's purchases answered by `purchases`. */
function serve(purchases: Parameters<typeof storeHandlers.purchases>[0]) {
  mockApi.use(
    storeHandlers.settings(true),
    storeHandlers.features(featureList([onlineStore])),
    storeHandlers.purchases(purchases),
  );
}

/** Opens the store on My Purchases, as the client does: the tab reached from the keyboard. */
async function openMyPurchases(language: "en" | "he" = "en") {
  const view = await renderScreen(<StorePage />, { url: "/dashboard/store", language });
  const available = await screen.findByRole("tab", { selected: true });
  available.focus();
  fireEvent.keyDown(available, { key: language === "he" ? "ArrowLeft" : "ArrowRight" });
  await waitFor(() => expect(screen.getAllByRole("tab")[1]?.getAttribute("aria-selected")).toBe("true"));
  return view;
}

const logo = purchase({
  id: "p-logo",
  featureName: "Logo Refresh",
  status: "pending",
  progress: 0,
  purchasedAt: daysFromNow(-2),
});
const blog = purchase({ id: "p-blog", featureName: "Blog", status: "completed", progress: 100, purchasedAt: daysFromNow(-10) });
const seo = purchase({
  id: "p-seo",
  featureName: "SEO Boost",
  status: "in_progress",
  progress: 70,
  purchasedAt: daysFromNow(-5),
});

const cardNames = () => screen.getAllByRole("article").map((card) => card.getAttribute("aria-label"));

describe("My Purchases", () => {
  it("says it is loading the purchases", async () => {
    serve(neverAnswered);
    await openMyPurchases();
    expect(screen.getByRole("tabpanel").querySelector('[role="status"]')?.textContent).toBe("Loading...");
  });

  it("says there are no purchases yet and leads back to the features", async () => {
    serve([]);
    await openMyPurchases();
    expect(await screen.findByRole("heading", { name: "No Purchases" })).toBeTruthy();
    expect(screen.getByText("Features you buy will appear here.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Browse Features" }));
    expect(screen.getByRole("tab", { name: "Available Features" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("article", { name: "Online Store Setup" })).toBeTruthy();
  });

  it("toasts when the purchases could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await openMyPurchases();
    expect(await screen.findByText("Error loading purchases")).toBeTruthy();
    expect(screen.getByText("An error occurred while loading data.")).toBeTruthy();
  });

  it("shows a purchase's badges, status, price, billing, date and progress", async () => {
    serve([
      purchase({
        id: "p-new",
        featureName: "Online Store Setup",
        purchasedAt: daysFromNow(-0.1),
        targetCompletionDate: daysFromNow(10.5),
        progress: 25,
      }),
    ]);
    await openMyPurchases();
    const card = await screen.findByRole("article", { name: "Online Store Setup" });
    expect(within(card).getByText("New Purchase")).toBeTruthy();
    expect(within(card).getByText("Paid")).toBeTruthy();
    expect(within(card).getByText("In Progress")).toBeTruthy();
    expect(within(card).getByText("$199.00")).toBeTruthy();
    expect(within(card).getByText("One-time")).toBeTruthy();
    expect(within(card).getByText(/^Purchased /)).toBeTruthy();
    expect(within(card).getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow")).toBe("25");
    expect(within(card).getByText("25%")).toBeTruthy();
    expect(within(card).getByText(/^Target date: /)).toBeTruthy();
    const due = within(card).getByText("11 days left");
    expect(due.className).toContain("text-green-700");
    // One-time purchases cannot be cancelled.
    expect(within(card).queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
  });

  it("colours the days left by how close the target is, and marks an overdue one", async () => {
    serve([
      purchase({ id: "a", featureName: "Soon", targetCompletionDate: daysFromNow(2.5), purchasedAt: daysFromNow(-3) }),
      purchase({ id: "b", featureName: "This week", targetCompletionDate: daysFromNow(6.5), purchasedAt: daysFromNow(-4) }),
      purchase({ id: "c", featureName: "Today", targetCompletionDate: daysFromNow(0.5), purchasedAt: daysFromNow(-5) }),
      purchase({ id: "d", featureName: "Late", targetCompletionDate: daysFromNow(-2.5), purchasedAt: daysFromNow(-6) }),
    ]);
    await openMyPurchases();
    const soon = await screen.findByRole("article", { name: "Soon" });
    expect(within(soon).getByText("3 days left").className).toContain("text-red-700");
    const week = screen.getByRole("article", { name: "This week" });
    expect(within(week).getByText("7 days left").className).toContain("text-amber-700");
    expect(within(screen.getByRole("article", { name: "Today" })).getByText("Due today").className).toContain("text-red-700");
    const late = screen.getByRole("article", { name: "Late" });
    expect(within(late).getByText("2 days overdue")).toBeTruthy();
    expect(within(late).getByText("Overdue")).toBeTruthy();
    expect(within(soon).queryByText("Overdue")).toBeNull();
  });

  it("sorts by purchase date, status or progress", async () => {
    serve([blog, logo, seo]);
    await openMyPurchases();
    await screen.findByRole("article", { name: "Blog" });
    expect(cardNames()).toEqual(["Logo Refresh", "SEO Boost", "Blog"]);
    const sortBy = screen.getByRole("combobox", { name: "Sort by" });
    fireEvent.change(sortBy, { target: { value: "status" } });
    expect(cardNames()).toEqual(["Logo Refresh", "SEO Boost", "Blog"]);
    fireEvent.change(sortBy, { target: { value: "progress" } });
    expect(cardNames()).toEqual(["Blog", "SEO Boost", "Logo Refresh"]);
    expect(
      within(sortBy)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Purchase Date", "Status", "Progress"]);
  });

  it("reloads the purchases when a payment completes", async () => {
    let bought = [blog];
    serve(() => HttpResponse.json({ purchases: bought }));
    await openMyPurchases();
    await screen.findByRole("article", { name: "Blog" });
    bought = [seo, blog];
    window.dispatchEvent(new CustomEvent(PURCHASE_COMPLETED_EVENT));
    expect(await screen.findByRole("article", { name: "SEO Boost" })).toBeTruthy();
  });

  it("cancels a monthly subscription after confirming, and shows it cancelling at the cycle's end", async () => {
    const monthly = purchase({
      id: "p-social",
      featureName: "Social Media Integration",
      billingType: "monthly",
      priceCents: 1900,
    });
    let cancelled = false;
    serve(() =>
      HttpResponse.json({
        purchases: [cancelled ? { ...monthly, cancelAtPeriodEnd: true, accessUntil: daysFromNow(20) } : monthly],
      }),
    );
    mockApi.use(
      storeHandlers.cancel(() => {
        cancelled = true;
        return HttpResponse.json({ message: "Subscription will be cancelled" });
      }),
    );
    const seen = recordRequests();
    await openMyPurchases();
    const card = await screen.findByRole("article", { name: "Social Media Integration" });
    expect(within(card).getByText("Monthly")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Cancel Subscription" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel this subscription?" });
    expect(within(confirm).getByText(/stays active until/).textContent).toBe(
      "Social Media Integration stays active until the end of the current billing cycle, then it stops renewing.",
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel Subscription" }));
    expect(await screen.findByText("Subscription Cancelled")).toBeTruthy();
    expect(screen.getByText("Your subscription will be cancelled at the end of the current billing cycle.")).toBeTruthy();
    expect(await within(card).findByText("Cancels at the end of the billing cycle")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
    expect(requestsTo(seen, "POST", "/api/billing/purchases/p-social/cancel")).toHaveLength(1);
  });

  it("keeps the subscription when the client changes their mind, and says when cancelling failed", async () => {
    const monthly = purchase({ id: "p-social", featureName: "Social Media Integration", billingType: "monthly" });
    serve([monthly]);
    mockApi.use(storeHandlers.cancel(() => apiError(500, "internal")));
    const seen = recordRequests();
    await openMyPurchases();
    const card = await screen.findByRole("article", { name: "Social Media Integration" });
    fireEvent.click(within(card).getByRole("button", { name: "Cancel Subscription" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Keep Subscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requestsTo(seen, "POST", "/api/billing/purchases/p-social/cancel")).toHaveLength(0);

    fireEvent.click(within(card).getByRole("button", { name: "Cancel Subscription" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel Subscription" }));
    expect(await screen.findByText("Failed to cancel subscription. Please try again.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Cancel this subscription?" })).toBeTruthy();
  });

  it("shows a cancelled subscription's access date and its Cancelled badge", async () => {
    serve([
      purchase({
        id: "p-old",
        featureName: "Newsletter",
        billingType: "monthly",
        paymentStatus: "cancelled",
        accessUntil: "2026-12-15T12:00:00.000Z",
      }),
    ]);
    await openMyPurchases();
    const card = await screen.findByRole("article", { name: "Newsletter" });
    expect(within(card).getByText("Cancelled")).toBeTruthy();
    expect(within(card).getByText("Access until Dec 15, 2026")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
  });

  it("reads in Hebrew: badges, due text and dates", async () => {
    serve([
      purchase({
        id: "p-he",
        featureName: "Online Store Setup",
        billingType: "monthly",
        paymentStatus: "cancelled",
        accessUntil: "2026-12-15T12:00:00.000Z",
        targetCompletionDate: daysFromNow(4.5),
      }),
    ]);
    await openMyPurchases("he");
    const card = await screen.findByRole("article", { name: "Online Store Setup" });
    expect(within(card).getByText("בוטל")).toBeTruthy();
    expect(within(card).getByText("בעבודה")).toBeTruthy();
    expect(within(card).getByText("נותרו 5 ימים")).toBeTruthy();
    expect(within(card).getByText("חודשי")).toBeTruthy();
    expect(within(card).getByText("גישה עד 15 בדצמ׳ 2026")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "מיון לפי" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
