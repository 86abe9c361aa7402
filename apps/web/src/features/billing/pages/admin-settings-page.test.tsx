import type { BackfillResult, SubscriptionSyncResult } from "@portal/shared/billing-contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { dana, danaAs, signedInAs } from "@/test/api/session";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminSettingsPage } from "./admin-settings-page";

const url = "/admin/settings";
const BACKFILL = "/api/admin/billing/backfill-payment-ids";
const SYNC = "/api/admin/billing/sync-subscription-ids";

/** Two purchases got their payment id, one was not found at the provider. */
const backfilled: BackfillResult = {
  updated: 2,
  total_processed: 3,
  failed: 0,
  message: "done",
  results: [
    { purchase_id: "b1f0c7de-0001-4000-8000-000000000001", status: "updated", payment_id: "pi_3Q9a8b7c6d5e4f3g2h1" },
    { purchase_id: "b1f0c7de-0002-4000-8000-000000000002", status: "updated", payment_id: "pi_short" },
    { purchase_id: "b1f0c7de-0003-4000-8000-000000000003", status: "not_found", payment_id: null },
  ],
};

/** Daniel's subscription id was corrected; Noa's was right already. */
const synced: SubscriptionSyncResult = {
  success: true,
  total: 2,
  synced: 2,
  failed: 0,
  message: "done",
  updates: [
    { email: "daniel@brooksbakery.com", updated: true, oldSubscriptionId: "sub_old", newSubscriptionId: "sub_new" },
    {
      email: "noa@olivegrove.example",
      updated: false,
      oldSubscriptionId: "sub_noa",
      newSubscriptionId: "sub_noa",
      note: "Already right",
    },
  ],
};

/** The page's own reads (the person, their devices and e-mail choices) and the tools' answers. */
function serve(profile = dana, tools: { backfill?: () => Response; sync?: () => Response } = {}) {
  mockApi.use(
    signedInAs(profile),
    http.get("/api/me/devices", () => HttpResponse.json({ devices: [] })),
    http.get("/api/notifications/preferences", () => HttpResponse.json({ preferences: [], smsUrgent: false, hasPhone: false })),
    http.post(BACKFILL, tools.backfill ?? (() => HttpResponse.json(backfilled))),
    http.post(SYNC, tools.sync ?? (() => HttpResponse.json(synced))),
  );
  return recordRequests();
}

describe("the admin's Settings", () => {
  it("shows an owner sign-in security, the way to the agency's settings and both billing tools", async () => {
    serve();
    await renderScreen(<AdminSettingsPage />, { url });
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(await screen.findByText("Sign-in security")).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Open agency settings" })).getAttribute("href")).toBe(
      "/admin/settings/agency",
    );
    expect(screen.getByText("Backfill Payment IDs")).toBeTruthy();
    expect(screen.getByText("Sync subscription IDs")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Run backfill" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Run sync" })).toBeTruthy();
  });

  it("shows an accountant the billing tools but not the agency's settings (decision 096)", async () => {
    serve(danaAs("accountant"));
    await renderScreen(<AdminSettingsPage />, { url });
    expect(await screen.findByRole("button", { name: "Run backfill" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open agency settings" })).toBeNull();
  });

  it("shows a project manager neither the tools nor the agency's settings", async () => {
    serve(danaAs("project_manager"));
    await renderScreen(<AdminSettingsPage />, { url });
    expect(await screen.findByText("Sign-in security")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Run backfill" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Run sync" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Open agency settings" })).toBeNull();
  });

  it("runs the backfill once and shows each purchase by its first 8 characters, payment ids by their first 15", async () => {
    const seen = serve();
    await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run backfill" }));
    expect(await screen.findByText("Backfill Completed")).toBeTruthy();
    expect(screen.getByText("Updated 2 out of 3 purchases with payment IDs.")).toBeTruthy();
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Purchase", "Result", "Payment ID"]);
    const rows = within(table).getAllByRole("row").slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => Array.from(r.cells, (c) => c.textContent))).toEqual([
      ["b1f0c7de", "Updated", "pi_3Q9a8b7c6d5e"],
      ["b1f0c7de", "Updated", "pi_short"],
      ["b1f0c7de", "Not found", "—"],
    ]);
    const posts = requestsTo(seen, "POST", BACKFILL);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("says when the backfill found nothing to do", async () => {
    serve(dana, { backfill: () => HttpResponse.json({ ...backfilled, updated: 0, total_processed: 0, results: [] }) });
    await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run backfill" }));
    expect(await screen.findByText("No purchases needed a payment ID.")).toBeTruthy();
    expect(screen.getByText("Updated 0 out of 0 purchases with payment IDs.")).toBeTruthy();
  });

  it("warns when some purchases failed, and says when all did", async () => {
    serve(dana, { backfill: () => HttpResponse.json({ ...backfilled, updated: 1, failed: 2 }) });
    const first = await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run backfill" }));
    expect(await screen.findByText("Backfill finished with errors")).toBeTruthy();
    expect(screen.getByText("Updated 1 out of 3 purchases with payment IDs, 2 failed.")).toBeTruthy();
    first.unmount();
    serve(dana, { backfill: () => HttpResponse.json({ ...backfilled, updated: 0, failed: 3 }) });
    await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run backfill" }));
    expect(await screen.findByText("All 3 purchases failed to backfill.")).toBeTruthy();
  });

  it("says Backfill Failed when the tool could not run", async () => {
    serve(dana, { backfill: () => apiError(500, "internal") });
    await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run backfill" }));
    expect(await screen.findByText("Backfill Failed")).toBeTruthy();
    expect(screen.getByText("An error occurred during the backfill process.")).toBeTruthy();
  });

  it("syncs the subscription ids and shows each subscriber's old and new id", async () => {
    const seen = serve();
    await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run sync" }));
    expect(await screen.findByText("Sync completed successfully")).toBeTruthy();
    expect(screen.getByText("Synced 2 users.")).toBeTruthy();
    const [daniel, noa] = screen.getAllByRole("listitem");
    expect(within(daniel as HTMLElement).getByText("daniel@brooksbakery.com")).toBeTruthy();
    expect((daniel as HTMLElement).textContent).toContain("Updated: Yes");
    expect(within(daniel as HTMLElement).getByText("Old subscription ID").nextElementSibling?.textContent).toBe("sub_old");
    expect(within(daniel as HTMLElement).getByText("New subscription ID").nextElementSibling?.textContent).toBe("sub_new");
    expect((noa as HTMLElement).textContent).toContain("Updated: No");
    expect(within(noa as HTMLElement).getByText("Note: Already right")).toBeTruthy();
    expect(requestsTo(seen, "POST", SYNC)).toHaveLength(1);
  });

  it("says when every subscriber failed to sync, with each one's error", async () => {
    const failedRows = synced.updates.map((u) => ({ ...u, updated: false, error: "Provider unreachable" }));
    serve(dana, { sync: () => HttpResponse.json({ ...synced, success: false, synced: 0, failed: 2, updates: failedRows }) });
    await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run sync" }));
    expect(await screen.findByText("All 2 users failed to sync.")).toBeTruthy();
    expect(screen.getAllByText("Note: Provider unreachable")).toHaveLength(2);
  });

  it("says Sync error when the sync could not run", async () => {
    serve(dana, { sync: () => apiError(500, "internal") });
    await renderScreen(<AdminSettingsPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Run sync" }));
    expect(await screen.findByText("Sync error")).toBeTruthy();
    expect(screen.getByText("An unknown error occurred")).toBeTruthy();
  });

  it("reads in Hebrew: the tools' labels and results", async () => {
    serve();
    await renderScreen(<AdminSettingsPage />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("heading", { level: 1, name: "הגדרות" })).toBeTruthy();
    expect(await screen.findByText("השלמת מזהי תשלום")).toBeTruthy();
    expect(screen.getByRole("link", { name: "פתיחת הגדרות הסוכנות" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "הפעל סנכרון" }));
    expect(await screen.findByText("סנכרון הושלם בהצלחה")).toBeTruthy();
    expect(screen.getByText("סונכרנו 2 משתמשים.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "הפעל השלמה" }));
    expect(await screen.findByText("עודכנו 2 מתוך 3 רכישות עם מזהי תשלום.")).toBeTruthy();
    expect(screen.getAllByText("עודכן").length).toBeGreaterThan(0);
  });
});
