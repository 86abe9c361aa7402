import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { StoreOpenSwitch } from "./store-open-switch";

type Answer = "conflict" | "accept";

/**
 * The switch against a server that holds it: read open at version "100". A refused change means
 * Maya closed and opened the store again meanwhile (version "200", 20 s ago); an accepted one
 * stores the change at version "300".
 */
function serve(answers: Answer[]) {
  let state = { storeOpen: true, etag: '"100"' };
  mockApi.use(
    http.get("/api/store/settings", () => HttpResponse.json({ storeOpen: state.storeOpen }, { headers: { ETag: state.etag } })),
    http.put("/api/admin/store/settings", async ({ request }) => {
      if (answers.shift() === "conflict") {
        state = { storeOpen: true, etag: '"200"' };
        return apiError(412, "edit_conflict", {
          etag: '"200"',
          changedAt: new Date(Date.now() - 20_000).toISOString(),
          changedBy: "Maya Cohen",
          changes: [{ field: "storeOpen", value: true }],
        });
      }
      const { storeOpen } = (await request.json()) as { storeOpen: boolean };
      state = { storeOpen, etag: '"300"' };
      return HttpResponse.json({ storeOpen }, { headers: { ETag: state.etag } });
    }),
  );
  return recordRequests();
}

const changes = (seen: Request[]) => requestsTo(seen, "PUT", "/admin/store/settings");

describe("the store switch (decision 102)", () => {
  it("sends the version it read, names who switched it on 412, and re-applies over the current one", async () => {
    const seen = serve(["conflict", "accept"]);
    await renderScreen(<StoreOpenSwitch />);
    const toggle = await screen.findByRole("switch", { name: "Open the store to clients" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Store to Open");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await screen.findByText("The store is now closed to clients");
    const sent = changes(seen);
    expect(sent.map((r) => r.headers.get("If-Match"))).toEqual(['"100"', '"200"']);
    expect(await sent[1]?.json()).toEqual({ storeOpen: false });
    expect(screen.queryByText(/Maya Cohen/)).toBeNull();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("says the same in Hebrew, and Reload reads the switch again without sending", async () => {
    const seen = serve(["conflict"]);
    await renderScreen(<StoreOpenSwitch />, { language: "he" });
    const toggle = await screen.findByRole("switch", { name: "פתיחת החנות ללקוחות" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה החנות ל־פתוחה");
    const reads = requestsTo(seen, "GET", "/store/settings").length;
    fireEvent.click(screen.getByRole("button", { name: "טעינה מחדש" }));
    await expect.poll(() => screen.queryByRole("alert")).toBeNull();
    await expect.poll(() => requestsTo(seen, "GET", "/store/settings").length).toBeGreaterThan(reads);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(changes(seen)).toHaveLength(1);
  });
});
