import { PURCHASE_COMPLETED_EVENT_DELAY_MS } from "@portal/shared/constants";
import { PURCHASE_COMPLETED_EVENT } from "@portal/shared/store-contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/test/render";
import { PaymentCancelPage } from "./payment-cancel-page";
import { PaymentSuccessPage } from "./payment-success-page";

describe("the payment pages", () => {
  // The success page's event fires 2 s after it shows, even once the page is gone: each test fires
  // it before it ends, while its window is still there, instead of leaving it to a later file.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it("after a paid checkout: the order id, the promise of 30 days, and the ways on", async () => {
    await renderScreen(<PaymentSuccessPage />, { url: "/dashboard/store/success?session_id=cs_test_a1B2c3" });
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeTruthy();
    expect(screen.getByText("cs_test_a1B2c3").parentElement?.textContent).toBe("Order ID: cs_test_a1B2c3");
    expect(
      screen.getByText("Your feature has been added to your purchases list and will be completed within 30 days."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Store" }).getAttribute("href")).toBe("/dashboard/store");
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    // The same words in a toast.
    await waitFor(() => expect(screen.getAllByText("Payment Successful!")).toHaveLength(2));
  });

  it("leaves the order id out when the checkout gave none", async () => {
    await renderScreen(<PaymentSuccessPage />, { url: "/dashboard/store/success" });
    expect(screen.queryByText(/Order ID/)).toBeNull();
  });

  it("fires purchaseCompleted two seconds after a paid checkout, for the store to reload", async () => {
    const heard = vi.fn();
    window.addEventListener(PURCHASE_COMPLETED_EVENT, heard);
    try {
      await renderScreen(<PaymentSuccessPage />, { url: "/dashboard/store/success?session_id=cs_1" });
      vi.advanceTimersByTime(PURCHASE_COMPLETED_EVENT_DELAY_MS - 100);
      expect(heard).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(PURCHASE_COMPLETED_EVENT, heard);
    }
  });

  it("after a cancelled checkout: nothing charged, Try Again and Dashboard", async () => {
    await renderScreen(<PaymentCancelPage />, { url: "/dashboard/store/cancel" });
    expect(screen.getByRole("heading", { level: 1, name: "Payment Cancelled" })).toBeTruthy();
    expect(screen.getByText("No charges have been made to your card.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try Again" }).getAttribute("href")).toBe("/dashboard/store");
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
  });

  it("reads in Hebrew, right to left", async () => {
    const he = await import("@/locales/he/store.json");
    await renderScreen(<PaymentCancelPage />, { url: "/dashboard/store/cancel", language: "he" });
    expect(screen.getByRole("heading", { level: 1, name: he.cancel.title })).toBeTruthy();
    expect(screen.getByText(he.cancel.description)).toBeTruthy();
    expect(screen.getByRole("link", { name: he.cancel.tryAgain })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
