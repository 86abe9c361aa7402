import type { AdminRevision } from "@portal/shared/revision-contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroPhotoRevision } from "@/test/api/revisions";
import { conflictScenario } from "@/test/conflict-scenario";
import { requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminRevisionDetailPage } from "./admin-revision-detail-page";

/** The revision with one pinned comment, its thread read at version "7". */
const revision: AdminRevision = {
  ...heroPhotoRevision,
  clientEmail: "daniel@example.com",
  demoUrl: null,
  annotations: [
    {
      id: "pin-1",
      x: 10,
      y: 10,
      comment: "Bigger logo",
      mode: "desktop",
      timestamp: "2026-11-18T12:00:00.000Z",
      viewportWidth: null,
      documentHeight: null,
    },
  ],
  comments: [{ annotationId: "pin-1", status: "open", etag: '"7"', replies: [], unread: false }],
};
const PATH = `/api/admin/revisions/${revision.id}`;
const COMMENT = `${revision.id}/comments/pin-1`;

/** Another admin (Maya) set the comment Done 20 s ago, then the re-applied change is accepted. */
const serve = () =>
  conflictScenario({
    read: { path: PATH, versions: [{ body: revision, etag: '"100"' }] },
    change: {
      method: "patch",
      path: `${PATH}/comments/pin-1`,
      etag: '"8"',
      changes: [{ field: "status", value: "done" }],
      saved: { body: { annotationId: "pin-1", status: "in_progress" } },
    },
  });

const open = (language: "en" | "he") =>
  renderScreen(<AdminRevisionDetailPage />, {
    url: `/admin/revisions/${revision.id}`,
    path: "/admin/revisions/:revisionId",
    language,
  });

describe("a comment's status on the admin revision page (decision 084)", () => {
  it("sends the thread's etag, names who changed it on 412, and re-applies over the current one", async () => {
    const seen = serve();
    await open("en");
    fireEvent.change(await screen.findByLabelText("Status of comment 1"), { target: { value: "in_progress" } });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen set Status of comment 1 to Done");
    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await screen.findByText("Comment 1: In Progress");
    const patches = requestsTo(seen, "PATCH", COMMENT);
    expect(patches.map((r) => r.headers.get("If-Match"))).toEqual(['"7"', '"8"']);
    expect(await patches[1]?.json()).toEqual({ status: "in_progress" });
    expect(screen.queryByText(/Maya Cohen/)).toBeNull();
  });

  it("says the same in Hebrew, and Reload reads the revision again without sending", async () => {
    const seen = serve();
    await open("he");
    fireEvent.change(await screen.findByLabelText("הסטטוס של הערה 1"), { target: { value: "in_progress" } });
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Maya Cohen קבע/ה הסטטוס של הערה 1 ל־בוצעה");
    const reads = requestsTo(seen, "GET", revision.id).length;
    fireEvent.click(screen.getByRole("button", { name: "טעינה מחדש" }));
    await expect.poll(() => requestsTo(seen, "GET", revision.id).length).toBeGreaterThan(reads);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(requestsTo(seen, "PATCH", COMMENT)).toHaveLength(1);
  });
});
