import { describe, expect, it } from "vitest";
import type { MilestoneState } from "./milestone-contracts.ts";
import { computeProgressWithMilestones, milestoneTimeline } from "./milestone-progress.ts";
import { computeProjectProgress } from "./project-progress.ts";

const now = new Date("2026-06-10T12:00:00Z");
const project = {
  status: "in_progress",
  progress: 40,
  createdAt: "2026-06-01T00:00:00Z",
  estimatedDelivery: "2026-06-21T00:00:00Z",
};
const milestone = (position: number, state: MilestoneState, dueAt: string | null = null) => ({ position, state, dueAt });

describe("computeProgressWithMilestones", () => {
  it("is the spec's rule exactly without milestones", () => {
    expect(computeProgressWithMilestones(project, [], now)).toEqual(computeProjectProgress(project, now));
    const noDate = { ...project, estimatedDelivery: null };
    expect(computeProgressWithMilestones(noDate, [], now)).toEqual({
      percent: 40,
      remainingMs: null,
      expired: false,
      ready: false,
    });
  });

  it("keeps a ready project ready whatever its milestones", () => {
    const ready = computeProgressWithMilestones({ ...project, status: "ready" }, [milestone(0, "upcoming")], now);
    expect(ready).toEqual({ percent: 100, remainingMs: 0, expired: true, ready: true });
  });

  it("counts the share of milestones approved, whatever their order in the list", () => {
    const list = [milestone(2, "in_progress"), milestone(0, "approved"), milestone(1, "approved"), milestone(3, "upcoming")];
    expect(computeProgressWithMilestones(project, list, now).percent).toBe(50);
    expect(
      computeProgressWithMilestones(project, [milestone(0, "approved"), milestone(1, "upcoming"), milestone(2, "upcoming")], now)
        .percent,
    ).toBe(33);
  });

  it("counts down to the due date of the first milestone not approved", () => {
    const list = [
      milestone(0, "approved", "2026-06-05T00:00:00Z"),
      milestone(1, "awaiting_approval", "2026-06-11T12:00:00Z"),
      milestone(2, "upcoming", "2026-06-30T00:00:00Z"),
    ];
    expect(computeProgressWithMilestones(project, list, now)).toEqual({
      percent: 33,
      remainingMs: 86_400_000,
      expired: false,
      ready: false,
    });
  });

  it("is expired when the current milestone's date has passed, and has no countdown without a date", () => {
    const late = [milestone(0, "changes_requested", "2026-06-09T00:00:00Z"), milestone(1, "upcoming")];
    expect(computeProgressWithMilestones(project, late, now)).toMatchObject({ remainingMs: 0, expired: true });
    const undated = [milestone(0, "in_progress"), milestone(1, "upcoming", "2026-07-01T00:00:00Z")];
    expect(computeProgressWithMilestones(project, undated, now)).toMatchObject({ percent: 0, remainingMs: null, expired: false });
  });

  it("is complete with nothing to count once every milestone is approved", () => {
    const all = [milestone(0, "approved", "2026-06-01T00:00:00Z"), milestone(1, "approved")];
    expect(computeProgressWithMilestones(project, all, now)).toEqual({
      percent: 100,
      remainingMs: null,
      expired: false,
      ready: false,
    });
  });
});

describe("milestoneTimeline", () => {
  it("splits the milestones into done, current and next", () => {
    const list = [milestone(1, "in_progress"), milestone(0, "approved"), milestone(2, "upcoming"), milestone(3, "upcoming")];
    const timeline = milestoneTimeline(list);
    expect(timeline.ordered.map((m) => m.position)).toEqual([0, 1, 2, 3]);
    expect(timeline.done).toBe(1);
    expect(timeline.current?.position).toBe(1);
    expect(timeline.next?.position).toBe(2);
  });

  it("has no current or next once all are approved, and none before any exist", () => {
    expect(milestoneTimeline([milestone(0, "approved")])).toMatchObject({ done: 1, current: null, next: null });
    expect(milestoneTimeline([])).toMatchObject({ done: 0, current: null, next: null });
  });
});
