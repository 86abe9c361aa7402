import type { MilestoneState } from "./milestone-contracts.ts";
import { computeProjectProgress, type ProgressInput, type ProjectProgress } from "./project-progress.ts";

/** What the rule reads of a milestone. */
export interface MilestoneProgressInput {
  state: MilestoneState;
  dueAt: string | Date | null;
  position: number;
}

/** Where a project stands on its milestones: the approved ones, the one being worked on, the one after it. */
export interface MilestoneTimeline<M> {
  ordered: M[];
  done: number;
  /** The first milestone not approved yet (null once all are). */
  current: M | null;
  /** The milestone after the current one. */
  next: M | null;
}

/** The milestones in their order, split into done, current and next. */
export function milestoneTimeline<M extends MilestoneProgressInput>(milestones: readonly M[]): MilestoneTimeline<M> {
  const ordered = [...milestones].sort((a, b) => a.position - b.position);
  const currentIndex = ordered.findIndex((m) => m.state !== "approved");
  return {
    ordered,
    done: ordered.filter((m) => m.state === "approved").length,
    current: currentIndex >= 0 ? (ordered[currentIndex] ?? null) : null,
    next: currentIndex >= 0 ? (ordered[currentIndex + 1] ?? null) : null,
  };
}

/**
 * Progress and countdown of a project (decision 098). Without milestones it is exactly the spec's
 * rule (`computeProjectProgress`), and a ready project is ready either way. With milestones the
 * percent is the share of milestones approved, and the countdown runs to the due date of the
 * current milestone (none when it has no date, nothing left once all are approved).
 */
export function computeProgressWithMilestones(
  project: ProgressInput,
  milestones: readonly MilestoneProgressInput[],
  now: Date | number = Date.now(),
): ProjectProgress {
  if (milestones.length === 0 || project.status === "ready") return computeProjectProgress(project, now);
  const nowMs = typeof now === "number" ? now : now.getTime();
  const { done, current } = milestoneTimeline(milestones);
  const percent = Math.round((done / milestones.length) * 100);
  if (!current) return { percent: 100, remainingMs: null, expired: false, ready: false };
  if (!current.dueAt) return { percent, remainingMs: null, expired: false, ready: false };
  const remainingMs = Math.max(0, new Date(current.dueAt).getTime() - nowMs);
  return { percent, remainingMs, expired: remainingMs === 0, ready: false };
}
