import type { Feature } from "@portal/shared/store-contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { FeatureFormDialog } from "./feature-form-dialog";

/** The catalogue's copy of the feature: older than what the dialog reads when it opens. */
const listed: Feature = {
  id: "f00d0001-0001-4000-8000-000000000001",
  title: "Logo design",
  description: "A new logo for the site.",
  priceCents: 10_000,
  billingType: "one_time",
  estimatedDeliveryDays: 7,
  imageFileId: null,
  imageUrl: null,
  providerPriceId: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const PATH = `/api/admin/store/features/${listed.id}`;

/**
 * Read at version "5" (price 120.00); the save is refused because Maya set the price to 150.00
 * (version "6"); the next read answers her version, and the next save is accepted.
 */
function serve() {
  const reads = [
    { ...listed, priceCents: 12_000, etag: '"5"' },
    { ...listed, priceCents: 15_000, etag: '"6"' },
  ];
  const saves = [
    () =>
      apiError(412, "edit_conflict", {
        etag: '"6"',
        changedAt: new Date(Date.now() - 20_000).toISOString(),
        changedBy: "Maya Cohen",
        changes: [{ field: "priceCents", value: 15_000 }],
      }),
    () => HttpResponse.json({ feature: { ...listed, title: "Logo redesign", priceCents: 15_000 }, warning: null }),
  ];
  mockApi.use(
    http.get(PATH, () => {
      const { etag, ...feature } = (reads.length > 1 ? reads.shift() : reads[0]) as Feature & { etag: string };
      return HttpResponse.json(feature, { headers: { ETag: etag } });
    }),
    http.patch(PATH, () => (saves.shift() as () => Response)()),
  );
  return recordRequests();
}

const open = (language: "en" | "he") =>
  renderScreen(<FeatureFormDialog open feature={listed} onOpenChange={() => undefined} />, { language });

describe("the feature edit dialog (decision 084)", () => {
  it("edits the version read with its ETag, sends only the changed field, and re-applies it over Maya's", async () => {
    const seen = serve();
    await open("en");
    const price = await screen.findByLabelText("Price (USD)");
    await waitFor(() => expect((price as HTMLInputElement).value).toBe("120.00"));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Logo redesign" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Price (USD) to");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await waitFor(() => expect((price as HTMLInputElement).value).toBe("150.00"));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Logo redesign");
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText("Feature updated successfully");
    const patches = requestsTo(seen, "PATCH", listed.id);
    expect(patches.map((r) => r.headers.get("If-Match"))).toEqual(['"5"', '"6"']);
    expect(await patches[0]?.json()).toEqual({ title: "Logo redesign" });
    expect(await patches[1]?.json()).toEqual({ title: "Logo redesign" });
  });

  it("says the same in Hebrew, and Reload shows Maya's version without sending", async () => {
    const seen = serve();
    await open("he");
    const price = await screen.findByLabelText("מחיר (דולר)");
    await waitFor(() => expect((price as HTMLInputElement).value).toBe("120.00"));
    fireEvent.change(screen.getByLabelText("כותרת"), { target: { value: "Logo redesign" } });
    fireEvent.click(screen.getByRole("button", { name: "שמירת שינויים" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה מחיר (דולר) ל־");
    fireEvent.click(screen.getByRole("button", { name: "טעינה מחדש" }));
    await waitFor(() => expect((price as HTMLInputElement).value).toBe("150.00"));
    expect((screen.getByLabelText("כותרת") as HTMLInputElement).value).toBe("Logo design");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(requestsTo(seen, "PATCH", listed.id)).toHaveLength(1);
  });
});
