import type { AdminRevision } from "@portal/shared/revision-contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroPhotoRevision } from "@/test/api/revisions";
import { conflictScenario } from "@/test/conflict-scenario";
import { requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminRevisionDetailPage } from "./admin-revision-detail-page";

const revision: AdminRevision = { ...heroPhotoRevision, clientEmail: "daniel@example.com", demoUrl: null };
const PATH = `/api/admin/revisions/${revision.id}`;

/** The revision as read (version "100"); another admin (Maya) set it Done 20 s ago, then the re-applied change is accepted. */
const serve = () =>
  conflictScenario({
    read: { path: PATH, versions: [{ body: revision, etag: '"100"' }] },
    change: {
      method: "patch",
      path: PATH,
      etag: '"200"',
      changes: [{ field: "status", value: "done" }],
      saved: { body: { ...revision, status: "pending" }, etag: '"300"' },
    },
  });

const open = (language: "en" | "he") =>
  renderScreen(<AdminRevisionDetailPage />, {
    url: `/admin/revisions/${revision.id}`,
    path: "/admin/revisions/:revisionId",
    language,
  });

describe("the revision status on the admin revision page (decision 084)", () => {
  it("sends the version it read, names who changed it on 412, and re-applies over the current one", async () => {
    const seen = serve();
    await open("en");
    fireEvent.change(await screen.findByLabelText("Status"), { target: { value: "pending" } });
    fireEvent.click(screen.getByRole("button", { name: "Update Status" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Status to Done");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await screen.findByText("Revision status updated successfully");
    const patches = requestsTo(seen, "PATCH", revision.id);
    expect(patches.map((r) => r.headers.get("If-Match"))).toEqual(['"100"', '"200"']);
    expect(await patches[1]?.json()).toEqual({ status: "pending" });
    expect(screen.queryByText(/Maya Cohen/)).toBeNull();
  });

  it("says the same in Hebrew, and Reload reads the revision again without sending", async () => {
    const seen = serve();
    await open("he");
    fireEvent.change(await screen.findByLabelText("סטטוס"), { target: { value: "pending" } });
    fireEvent.click(screen.getByRole("button", { name: "עדכון סטטוס" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה סטטוס ל־בוצעה");
    const reads = requestsTo(seen, "GET", revision.id).length;
    fireEvent.click(screen.getByRole("button", { name: "טעינה מחדש" }));
    await screen.findByRole("button", { name: "עדכון סטטוס" });
    await expect.poll(() => requestsTo(seen, "GET", revision.id).length).toBeGreaterThan(reads);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(requestsTo(seen, "PATCH", revision.id)).toHaveLength(1);
  });
});
