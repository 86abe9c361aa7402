import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { featureList, onlineStore, purchase, socialMedia, storeHandlers } from "@/test/api/store";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { StorePage } from "./store-page";

const store = "/dashboard/store";

/** The store as Daniel sees it: open, with `features` in the catalogue and `purchases` of his own. */
function serve(
  features: Parameters<typeof storeHandlers.features>[0],
  purchases: Parameters<typeof storeHandlers.purchases>[0] = [],
) {
  mockApi.use(storeHandlers.settings(true), storeHandlers.features(features), storeHandlers.purchases(purchases));
}

afterEach(() => vi.restoreAllMocks());

/** Clicks Purchase Now once it is ready (it waits for the client's purchases, to know what is owned). */
async function purchaseNow(scope: HTMLElement = document.body) {
  const button = await within(scope).findByRole("button", { name: "Purchase Now" });
  await waitFor(() => expect(button).toHaveProperty("disabled", false));
  fireEvent.click(button);
}

describe("the Feature Store's catalogue", () => {
  it("says it is loading while the store's setting is on its way", async () => {
    mockApi.use(storeHandlers.settings(neverAnswered));
    await renderScreen(<StorePage />, { url: store });
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(screen.queryByRole("heading", { name: "Feature Store" })).toBeNull();
  });

  it("covers the screen with Coming Soon while the store is closed, its way back focused", async () => {
    mockApi.use(storeHandlers.settings(false));
    await renderScreen(<StorePage />, { url: store });
    const overlay = await screen.findByRole("dialog", { name: "Coming Soon" });
    expect(within(overlay).getByText("This feature will be available soon")).toBeTruthy();
    const back = within(overlay).getByRole("link", { name: "Back to Dashboard" });
    expect(back.getAttribute("href")).toBe("/dashboard");
    expect(document.activeElement).toBe(back);
  });

  it("treats a failed read of the store's setting as closed", async () => {
    mockApi.use(storeHandlers.settings(() => apiError(500, "internal")));
    await renderScreen(<StorePage />, { url: store });
    expect(await screen.findByRole("dialog", { name: "Coming Soon" })).toBeTruthy();
  });

  it("shows each feature's card: title, description, price, billing and delivery, with its actions", async () => {
    serve(featureList([onlineStore, socialMedia]));
    await renderScreen(<StorePage />, { url: store });
    expect(await screen.findByRole("heading", { level: 1, name: "Feature Store" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Available Features", selected: true })).toBeTruthy();
    const shop = await screen.findByRole("article", { name: "Online Store Setup" });
    expect(within(shop).getByText("A shop on your website with cart and checkout.")).toBeTruthy();
    expect(within(shop).getByText("$199.00")).toBeTruthy();
    expect(within(shop).getByText("One-time")).toBeTruthy();
    expect(within(shop).getByText("Estimated delivery: 14 days")).toBeTruthy();
    expect(within(shop).getByRole("button", { name: "View Details" })).toBeTruthy();
    expect(within(shop).getByRole("button", { name: "Purchase Now" })).toBeTruthy();
    const social = screen.getByRole("article", { name: "Social Media Integration" });
    expect(within(social).getByText("$19.00").parentElement?.textContent).toBe("$19.00/month");
    expect(within(social).getByText("Monthly")).toBeTruthy();
    expect(within(social).queryByText(/Estimated delivery/)).toBeNull();
    expect(screen.getByTestId("pager-summary").textContent).toBe("Showing 1–2 of 2");
  });

  it("says the catalogue is empty, and that a search matched nothing", async () => {
    serve(featureList([]));
    await renderScreen(<StorePage />, { url: store });
    expect(await screen.findByText("No features available yet")).toBeTruthy();
    serve(featureList([], 2));
    await renderScreen(<StorePage />, { url: `${store}?search=zzz` });
    expect(await screen.findByText("No features match your search")).toBeTruthy();
  });

  it("says the features could not be loaded", async () => {
    serve(() => apiError(500, "internal"));
    await renderScreen(<StorePage />, { url: store });
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load features. Please try again.");
  });

  it("searches the catalogue by what the client types, keeping the search in the URL", async () => {
    const seen = recordRequests();
    serve(featureList([onlineStore, socialMedia]));
    const { location } = await renderScreen(<StorePage />, { url: store });
    await screen.findByRole("article", { name: "Online Store Setup" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search features" }), { target: { value: "instagram" } });
    await waitFor(() => expect(location().search).toBe("?search=instagram"));
    await waitFor(() =>
      expect(
        requestsTo(seen, "GET", "/api/store/features").some((r) => new URL(r.url).searchParams.get("search") === "instagram"),
      ).toBe(true),
    );
  });

  it("opens a feature's details: price per month, billing badge, description and Purchase Now", async () => {
    serve(featureList([onlineStore, { ...socialMedia, estimatedDeliveryDays: 1 }]));
    await renderScreen(<StorePage />, { url: store });
    const social = await screen.findByRole("article", { name: "Social Media Integration" });
    fireEvent.click(within(social).getByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Social Media Integration" });
    expect(within(dialog).getByText("$19.00").parentElement?.textContent).toBe("$19.00/month");
    expect(within(dialog).getByText("Monthly")).toBeTruthy();
    expect(within(dialog).getByText("Estimated delivery: 1 day")).toBeTruthy();
    expect(within(dialog).getByText("Your Instagram feed on the home page.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Purchase Now" })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("starts the feature's checkout and leaves for the payment page, the button busy meanwhile", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    serve(featureList([onlineStore]));
    mockApi.use(storeHandlers.checkout(() => HttpResponse.json({ url: "https://checkout.example/session" })));
    const seen = recordRequests();
    await renderScreen(<StorePage />, { url: store });
    const shop = await screen.findByRole("article", { name: "Online Store Setup" });
    await purchaseNow(shop);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/session"));
    const [sent] = requestsTo(seen, "POST", `/api/billing/features/${onlineStore.id}/checkout`);
    expect(sent?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(within(shop).getByRole("button", { name: "Redirecting..." })).toHaveProperty("disabled", true);
  });

  it.each([
    [401, "unauthorized", "Authentication Required", "Please log in to purchase features."],
    [404, "not_found", "Payment Error", "This feature is no longer available."],
    [500, "internal", "Payment Error", "Failed to create payment session. Please try again."],
  ] as const)("says why a checkout failed (%i)", async (status, code, title, description) => {
    serve(featureList([onlineStore]));
    mockApi.use(storeHandlers.checkout(() => apiError(status, code)));
    await renderScreen(<StorePage />, { url: store });
    await purchaseNow();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Purchase Now" })).toHaveProperty("disabled", false);
  });

  it("shows a feature already bought as Purchased, and a running subscription as Subscribed", async () => {
    serve(featureList([onlineStore, socialMedia]), [
      purchase({ id: "p1", featureId: onlineStore.id, featureName: onlineStore.title }),
      purchase({ id: "p2", featureId: socialMedia.id, featureName: socialMedia.title, billingType: "monthly" }),
    ]);
    await renderScreen(<StorePage />, { url: store });
    const shop = await screen.findByRole("article", { name: "Online Store Setup" });
    const owned = await within(shop).findByRole("button", { name: "Purchased" });
    expect(owned).toHaveProperty("disabled", true);
    expect(owned.getAttribute("title")).toBe("You already own this feature.");
    const social = screen.getByRole("article", { name: "Social Media Integration" });
    expect(within(social).getByRole("button", { name: "Subscribed" }).getAttribute("title")).toBe(
      "Your subscription to this feature is active.",
    );
  });

  it("marks a feature bought in another tab as owned when the checkout says it already is", async () => {
    let bought = false;
    serve(featureList([onlineStore]));
    mockApi.use(
      storeHandlers.purchases(() =>
        HttpResponse.json({
          purchases: bought ? [purchase({ id: "p1", featureId: onlineStore.id, featureName: onlineStore.title })] : [],
        }),
      ),
      storeHandlers.checkout(() => {
        bought = true;
        return apiError(409, "feature_already_owned");
      }),
    );
    await renderScreen(<StorePage />, { url: store });
    await purchaseNow();
    expect(await screen.findByText("Payment Error")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Purchased" })).toBeTruthy();
  });

  it("reads in Hebrew, right to left, with the tabs and actions in Hebrew", async () => {
    serve(featureList([socialMedia]));
    await renderScreen(<StorePage />, { url: store, language: "he" });
    expect(await screen.findByRole("heading", { level: 1, name: "חנות התכונות" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "תכונות זמינות" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "הרכישות שלי" })).toBeTruthy();
    const social = await screen.findByRole("article", { name: "Social Media Integration" });
    expect(within(social).getByText("חודשי")).toBeTruthy();
    expect(within(social).getByText("$19.00").parentElement?.textContent).toBe("$19.00/לחודש");
    expect(within(social).getByRole("button", { name: "לרכישה" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
