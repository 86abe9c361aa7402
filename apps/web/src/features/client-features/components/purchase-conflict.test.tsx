import type { AdminPurchase } from "@portal/shared/store-contracts";
import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { clientFeatureHandlers, danielsStoreSetup } from "@/test/api/client-features";
import { daniel } from "@/test/api/session";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientDetail } from "./client-detail";

type Answer = "conflict" | "accept";

/**
 * Client Features against a server that holds the purchase: a refused change means Maya saved
 * `maya` first (version "200", 20 s ago); an accepted one stores the change at version "300".
 */
function serve(maya: Partial<AdminPurchase>, answers: Answer[]) {
  let purchase = danielsStoreSetup;
  mockApi.use(
    clientFeatureHandlers.ofClient(() => [purchase]),
    http.put("/api/admin/client-features/purchases/:id/:what", async ({ request }) => {
      if (answers.shift() === "conflict") {
        purchase = { ...purchase, ...maya, etag: '"200"' };
        return apiError(412, "edit_conflict", {
          etag: '"200"',
          changedAt: new Date(Date.now() - 20_000).toISOString(),
          changedBy: "Maya Cohen",
          changes: Object.entries(maya).map(([field, value]) => ({ field, value })),
        });
      }
      const change = (await request.json()) as Partial<AdminPurchase>;
      purchase = { ...purchase, ...change, ...(change.status === "completed" ? { progress: 100 } : {}), etag: '"300"' };
      const { etag, ...saved } = purchase;
      return HttpResponse.json({ purchase: saved }, { headers: { ETag: etag } });
    }),
  );
  return recordRequests();
}

const open = (language: "en" | "he") => renderScreen(<ClientDetail clientId={daniel.id} onBack={() => {}} />, { language });
const changes = (seen: Request[]) => requestsTo(seen, "PUT", "").filter((r) => r.url.includes("/purchases/"));

describe("a purchase's status and progress in Client Features (decision 102)", () => {
  it("sends the listed version, names who changed the status on 412, and re-applies over the current one", async () => {
    const seen = serve({ status: "pending" }, ["conflict", "accept"]);
    await open("en");
    fireEvent.change(await screen.findByLabelText("Status of Online Store Setup"), { target: { value: "completed" } });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Status to Pending");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await screen.findByText("Feature status updated to Completed");
    const sent = changes(seen);
    expect(sent.map((r) => r.headers.get("If-Match"))).toEqual(['"100"', '"200"']);
    expect(new URL(sent[1]?.url ?? "").pathname).toBe(`/api/admin/client-features/purchases/${danielsStoreSetup.id}/status`);
    expect(await sent[1]?.json()).toEqual({ status: "completed" });
    expect(screen.queryByText(/Maya Cohen/)).toBeNull();
  });

  it("says who set the progress in Hebrew, and Reload shows the current progress without sending", async () => {
    const seen = serve({ progress: 60 }, ["conflict"]);
    await open("he");
    const field = (await screen.findByRole("spinbutton", { name: "ההתקדמות של Online Store Setup (%)" })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "70" } });
    fireEvent.keyDown(field, { key: "Enter" });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה התקדמות ל־60%");
    expect(changes(seen)[0]?.headers.get("If-Match")).toBe('"100"');
    fireEvent.click(screen.getByRole("button", { name: "טעינה מחדש" }));
    await expect.poll(() => screen.queryByRole("alert")).toBeNull();
    await expect.poll(() => field.value).toBe("60");
    expect(changes(seen)).toHaveLength(1);
  });

  it("makes the next change from the version the person's own change answered", async () => {
    const seen = serve({}, ["accept", "accept"]);
    await open("en");
    const field = await screen.findByRole("spinbutton", { name: "Progress of Online Store Setup (%)" });
    fireEvent.change(field, { target: { value: "50" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await screen.findByText("Progress set to 50%");
    fireEvent.change(screen.getByLabelText("Status of Online Store Setup"), { target: { value: "pending" } });
    await screen.findByText("Feature status updated to Pending");
    expect(changes(seen).map((r) => r.headers.get("If-Match"))).toEqual(['"100"', '"300"']);
  });
});
