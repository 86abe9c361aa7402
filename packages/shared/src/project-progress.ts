import type { ProjectStatus } from "./constants.ts";

export interface ProgressInput {
  status: ProjectStatus | string;
  /** The progress stored on the project (used when no estimated delivery is set). */
  progress: number;
  createdAt: string | Date;
  estimatedDelivery: string | Date | null;
}

export interface ProjectProgress {
  /** Whole percent, 0-100. */
  percent: number;
  /** Milliseconds until the estimated delivery (0 once reached); null without a delivery date. */
  remainingMs: number | null;
  /** The delivery time has passed (or the project is ready, or the dates are inverted). */
  expired: boolean;
  /** Status ready: the "Website is ready for delivery" banner shows. */
  ready: boolean;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Progress and countdown of a project (spec section 4), the one computation used by client and
 * admin screens: ready is 100 and expired; without a delivery date the stored progress shows;
 * a delivery not after creation is 100 and expired; otherwise the share of time elapsed between
 * creation and delivery, clamped 0-100 and rounded.
 */
export function computeProjectProgress(project: ProgressInput, now: Date | number = Date.now()): ProjectProgress {
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (project.status === "ready") return { percent: 100, remainingMs: 0, expired: true, ready: true };
  if (!project.estimatedDelivery) {
    return { percent: Math.round(clamp(project.progress)), remainingMs: null, expired: false, ready: false };
  }
  const created = new Date(project.createdAt).getTime();
  const delivery = new Date(project.estimatedDelivery).getTime();
  if (delivery <= created) return { percent: 100, remainingMs: 0, expired: true, ready: false };
  const percent = Math.round(clamp(((nowMs - created) / (delivery - created)) * 100));
  const remainingMs = Math.max(0, delivery - nowMs);
  return { percent, remainingMs, expired: remainingMs === 0, ready: false };
}

/**
 * A countdown split into whole days and the rest as hh:mm:ss ("431:39:11" is 17 days and
 * "23:39:11"); the screen words the days in the person's language.
 */
export function countdownParts(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return { days, clock: [hours, minutes, seconds].map((n) => String(n).padStart(2, "0")).join(":") };
}
