import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { onlineStore, socialMedia, storeHandlers } from "@/test/api/store";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminFeatureStorePage } from "./admin-feature-store-page";

const url = "/admin/feature-store";
const catalogue = [onlineStore, socialMedia];

const serve = (features = catalogue) => mockApi.use(storeHandlers.features(features), storeHandlers.settings());
const article = (title: string) => screen.findByRole("article", { name: title });

describe("Feature Management", () => {
  it("says the catalogue is loading under its title", async () => {
    mockApi.use(storeHandlers.features(neverAnswered), storeHandlers.settings());
    await renderScreen(<AdminFeatureStorePage />, { url });
    expect(screen.getByRole("heading", { level: 1, name: "Feature Management" })).toBeTruthy();
    expect(screen.getAllByRole("status")[0]?.textContent).toBe("Loading...");
  });

  it("shows each feature's card with View Details, Edit, the Stripe recreate button and Delete", async () => {
    serve();
    await renderScreen(<AdminFeatureStorePage />, { url });
    const store = await article("Online Store Setup");
    expect(within(store).getByText("$199.00")).toBeTruthy();
    expect(within(store).getByRole("button", { name: "View Details" })).toBeTruthy();
    expect(within(store).getByRole("button", { name: "Edit Online Store Setup" })).toBeTruthy();
    expect(
      within(store).getByRole("button", { name: "Recreate the Stripe price of Online Store Setup" }).getAttribute("title"),
    ).toBe("Recreate Stripe price");
    expect(within(store).getByRole("button", { name: "Delete Online Store Setup" })).toBeTruthy();
    const social = await article("Social Media Integration");
    expect(social.textContent).toContain("/month");
    // A feature without a provider price says so on its recreate button.
    expect(
      within(social).getByRole("button", { name: "Recreate the Stripe price of Social Media Integration" }).getAttribute("title"),
    ).toBe("No Stripe price yet");
  });

  it("searches the catalogue in the URL and says when nothing matches", async () => {
    serve();
    const { location } = await renderScreen(<AdminFeatureStorePage />, { url });
    await article("Online Store Setup");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search features" }), { target: { value: "instagram" } });
    expect(location().search).toBe("?search=instagram");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Online Store Setup" })).toBeNull());
    expect(screen.getByRole("article", { name: "Social Media Integration" })).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search features" }), { target: { value: "zzz" } });
    expect(await screen.findByText("No features match your search")).toBeTruthy();
  });

  it("invites to add the first feature when the catalogue is empty", async () => {
    serve([]);
    await renderScreen(<AdminFeatureStorePage />, { url });
    expect(await screen.findByText("No features yet. Add the first one.")).toBeTruthy();
  });

  it("says the features could not be loaded", async () => {
    mockApi.use(
      storeHandlers.features(() => apiError(500, "internal")),
      storeHandlers.settings(),
    );
    await renderScreen(<AdminFeatureStorePage />, { url });
    expect(await screen.findByText("Failed to load features. Please try again.")).toBeTruthy();
  });

  it("shows a feature's details without Purchase Now", async () => {
    serve();
    await renderScreen(<AdminFeatureStorePage />, { url });
    fireEvent.click(within(await article("Online Store Setup")).getByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Online Store Setup" });
    expect(within(dialog).getByText("$199.00")).toBeTruthy();
    expect(within(dialog).getByText("One-time")).toBeTruthy();
    expect(within(dialog).getByText("Estimated delivery: 14 days")).toBeTruthy();
    expect(within(dialog).getByText("A shop on your website with cart and checkout.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Purchase Now" })).toBeNull();
  });

  it("refuses an empty new feature with each field's message, and sends nothing", async () => {
    serve();
    const seen = recordRequests();
    await renderScreen(<AdminFeatureStorePage />, { url });
    fireEvent.click(screen.getByRole("button", { name: "Add Feature" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Feature" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Feature" }));
    expect(await within(dialog).findByText("Title is required")).toBeTruthy();
    expect(within(dialog).getByText("Description is required")).toBeTruthy();
    expect(within(dialog).getByText("Price is required")).toBeTruthy();
    expect(within(dialog).getByText("Billing type is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Price (USD)"), { target: { value: "-5" } });
    fireEvent.change(within(dialog).getByLabelText(/Estimated delivery \(days\)/), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Feature" }));
    expect(await within(dialog).findByText("Enter a price of 0 or more, with at most 2 decimals")).toBeTruthy();
    expect(within(dialog).getByText("Estimated delivery must be a whole number of at least 1 day")).toBeTruthy();
    expect(requestsTo(seen, "POST", "/api/admin/store/features")).toHaveLength(0);
  });

  it("creates a feature with the price in cents, and warns when the Stripe price could not be made", async () => {
    serve();
    mockApi.use(
      storeHandlers.create(() =>
        HttpResponse.json({ feature: { ...socialMedia, id: "new" }, warning: "price_sync_failed" }, { status: 201 }),
      ),
    );
    const seen = recordRequests();
    await renderScreen(<AdminFeatureStorePage />, { url });
    fireEvent.click(screen.getByRole("button", { name: "Add Feature" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Feature" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: " Blog " } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Articles on your site." } });
    fireEvent.change(within(dialog).getByLabelText("Price (USD)"), { target: { value: "49.90" } });
    fireEvent.change(within(dialog).getByLabelText("Billing Type"), { target: { value: "monthly" } });
    fireEvent.change(within(dialog).getByLabelText(/Estimated delivery \(days\)/), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Feature" }));
    expect(
      await screen.findByText("Feature created but Stripe integration failed. Please try editing the feature to retry."),
    ).toBeTruthy();
    const [post] = requestsTo(seen, "POST", "/api/admin/store/features");
    expect(await post?.json()).toEqual({
      title: "Blog",
      description: "Articles on your site.",
      priceCents: 4990,
      billingType: "monthly",
      estimatedDeliveryDays: 5,
      imageFileId: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Feature" })).toBeNull());
  });

  it("says when a feature could not be created, and keeps the dialog open", async () => {
    serve();
    mockApi.use(storeHandlers.create(() => apiError(500, "internal")));
    await renderScreen(<AdminFeatureStorePage />, { url });
    fireEvent.click(screen.getByRole("button", { name: "Add Feature" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Feature" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Blog" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Articles." } });
    fireEvent.change(within(dialog).getByLabelText("Price (USD)"), { target: { value: "10" } });
    fireEvent.change(within(dialog).getByLabelText("Billing Type"), { target: { value: "one_time" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Feature" }));
    expect(await screen.findByText("Failed to create feature. Please try again.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add Feature" })).toBeTruthy();
  });

  it("deletes a feature after its confirmation", async () => {
    serve();
    mockApi.use(storeHandlers.remove(() => new HttpResponse(null, { status: 204 })));
    const seen = recordRequests();
    await renderScreen(<AdminFeatureStorePage />, { url });
    fireEvent.click(within(await article("Online Store Setup")).getByRole("button", { name: "Delete Online Store Setup" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this feature?" });
    expect(dialog.textContent).toContain('"Online Store Setup" will be removed from the store. Purchases already made are kept.');
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Feature deleted successfully")).toBeTruthy();
    expect(requestsTo(seen, "DELETE", `/api/admin/store/features/${onlineStore.id}`)).toHaveLength(1);
  });

  it("deletes nothing on Cancel, and says when a delete failed", async () => {
    serve();
    mockApi.use(storeHandlers.remove(() => apiError(500, "internal")));
    const seen = recordRequests();
    await renderScreen(<AdminFeatureStorePage />, { url });
    const remove = within(await article("Online Store Setup")).getByRole("button", { name: "Delete Online Store Setup" });
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requestsTo(seen, "DELETE", onlineStore.id)).toHaveLength(0);
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete feature. Please try again.")).toBeTruthy();
  });

  it("recreates the Stripe price after its confirmation, and says when Stripe failed", async () => {
    serve();
    const answers = [() => HttpResponse.json({ feature: onlineStore, warning: null }), () => apiError(502, "internal")];
    mockApi.use(storeHandlers.recreatePrice(() => (answers.shift() as () => Response)()));
    const seen = recordRequests();
    await renderScreen(<AdminFeatureStorePage />, { url });
    const button = within(await article("Online Store Setup")).getByRole("button", {
      name: "Recreate the Stripe price of Online Store Setup",
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Recreate the Stripe price?" });
    expect(dialog.textContent).toContain('A new Stripe price is made for "Online Store Setup".');
    fireEvent.click(within(dialog).getByRole("button", { name: "Recreate price" }));
    expect(await screen.findByText("The Stripe price was created and the features table was updated.")).toBeTruthy();
    const posts = requestsTo(seen, "POST", "/recreate-price");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get("Idempotency-Key")).toBeTruthy();
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Recreate price" }));
    expect(await screen.findByText("Could not create the Stripe price. Please try again.")).toBeTruthy();
  });

  it("reads in Hebrew, right to left", async () => {
    serve();
    await renderScreen(<AdminFeatureStorePage />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("heading", { level: 1, name: "ניהול תכונות" })).toBeTruthy();
    const store = await article("Online Store Setup");
    expect(within(store).getByRole("button", { name: "עריכת Online Store Setup" })).toBeTruthy();
    expect(within(store).getByRole("button", { name: "מחיקת Online Store Setup" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "הוספת תכונה" }));
    const dialog = await screen.findByRole("dialog", { name: "הוספת תכונה" });
    fireEvent.click(within(dialog).getByRole("button", { name: "יצירת תכונה" }));
    expect(await within(dialog).findByText("יש להזין כותרת")).toBeTruthy();
    expect(within(dialog).getByText("יש לבחור סוג חיוב")).toBeTruthy();
  });
});
