import { NEW_FEATURE_WINDOW_MS } from "./constants.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of a purchase the rules look at (dates as ISO text or Date). */
export interface PurchaseFacts {
  paymentStatus: string;
  status: string;
  progress: number;
  targetCompletionDate: string | Date | null;
  purchasedAt: string | Date;
}

const time = (d: string | Date) => new Date(d).getTime();

/** Paid, or Cancelled when the payment was cancelled. */
export function paymentBadge(p: Pick<PurchaseFacts, "paymentStatus">): "paid" | "cancelled" {
  return p.paymentStatus === "cancelled" ? "cancelled" : "paid";
}

/** Overdue: the target date is in the past and the work is not completed. */
export function isOverdue(p: Pick<PurchaseFacts, "status" | "targetCompletionDate">, now = new Date()): boolean {
  return p.targetCompletionDate !== null && time(p.targetCompletionDate) < now.getTime() && p.status !== "completed";
}

/**
 * "New Purchase": bought within the new-feature window (24 hours) and not yet completed, the
 * same rule that raises the admin's new-feature badge.
 */
export function isNewPurchase(p: Pick<PurchaseFacts, "status" | "purchasedAt">, now = new Date()): boolean {
  const age = now.getTime() - time(p.purchasedAt);
  return age >= 0 && age < NEW_FEATURE_WINDOW_MS && p.status !== "completed";
}

export type DueTone = "red" | "yellow" | "green";
export type DueText =
  | { kind: "daysLeft"; days: number; tone: DueTone }
  | { kind: "dueToday"; days: 0; tone: "red" }
  | { kind: "daysOverdue"; days: number; tone: "red" };

/** Red at 3 days or fewer, yellow at 7 or fewer, green otherwise. */
export function dueTone(daysLeft: number): DueTone {
  if (daysLeft <= 3) return "red";
  if (daysLeft <= 7) return "yellow";
  return "green";
}

/**
 * Days-left, due-today or days-overdue for a purchase still being worked on; null once it is
 * completed or when it has no target date. Less than a day left counts as due today; any time
 * past the target counts as at least one day overdue, matching the Overdue badge.
 */
export function dueText(p: Pick<PurchaseFacts, "status" | "targetCompletionDate">, now = new Date()): DueText | null {
  if (p.status === "completed" || p.targetCompletionDate === null) return null;
  const diff = time(p.targetCompletionDate) - now.getTime();
  if (diff < 0) return { kind: "daysOverdue", days: Math.max(1, Math.floor(-diff / DAY_MS)), tone: "red" };
  if (diff < DAY_MS) return { kind: "dueToday", days: 0, tone: "red" };
  const days = Math.ceil(diff / DAY_MS);
  return { kind: "daysLeft", days, tone: dueTone(days) };
}

export const PURCHASE_SORTS = ["purchaseDate", "status", "progress"] as const;
export type PurchaseSort = (typeof PURCHASE_SORTS)[number];

const STATUS_ORDER: Record<string, number> = { pending: 0, in_progress: 1, completed: 2 };

/**
 * Purchase date: newest first. Status: pending, then in progress, then completed. Progress:
 * most advanced first. Ties keep the newest first. Returns a new array.
 */
export function sortPurchases<T extends PurchaseFacts>(purchases: readonly T[], by: PurchaseSort): T[] {
  const newestFirst = (a: T, b: T) => time(b.purchasedAt) - time(a.purchasedAt);
  const compare: Record<PurchaseSort, (a: T, b: T) => number> = {
    purchaseDate: newestFirst,
    status: (a, b) => (STATUS_ORDER[a.status] ?? 3) - (STATUS_ORDER[b.status] ?? 3) || newestFirst(a, b),
    progress: (a, b) => b.progress - a.progress || newestFirst(a, b),
  };
  return [...purchases].sort(compare[by]);
}

/** Average price in cents, rounded to whole dollars (0 when nothing was bought). */
export function averagePriceCents(totalCents: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round(totalCents / count / 100) * 100;
}

/**
 * The admin's progress input: an integer 0-100; text that is not a number becomes 0; values
 * outside 0-100 are ignored (null).
 */
export function parseProgressInput(text: string): number | null {
  const n = Number.parseInt(text, 10);
  if (Number.isNaN(n)) return 0;
  if (n < 0 || n > 100) return null;
  return n;
}

/** Start of a "last N days" purchase-date window. */
export function windowStart(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
