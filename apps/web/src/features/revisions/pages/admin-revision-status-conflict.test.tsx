import type { AdminRevision } from "@portal/shared/revision-contracts";
import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { heroPhotoRevision } from "@/test/api/revisions";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminRevisionDetailPage } from "./admin-revision-detail-page";

const revision: AdminRevision = { ...heroPhotoRevision, clientEmail: "daniel@example.com", demoUrl: null };
const PATH = `/api/admin/revisions/${revision.id}`;

/** Another admin (Maya) set the revision Done 20 s ago: the version the screen read is stale. */
const conflict = () =>
  apiError(412, "edit_conflict", {
    etag: '"200"',
    changedAt: new Date(Date.now() - 20_000).toISOString(),
    changedBy: "Maya Cohen",
    changes: [{ field: "status", value: "done" }],
  });

/** The revision as read (version "100"), a refused change, then an accepted one. */
function serve() {
  const answers = [conflict, () => HttpResponse.json({ ...revision, status: "pending" }, { headers: { ETag: '"300"' } })];
  mockApi.use(
    http.get(PATH, () => HttpResponse.json(revision, { headers: { ETag: '"100"' } })),
    http.patch(PATH, () => (answers.shift() as () => Response)()),
  );
  return recordRequests();
}

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
