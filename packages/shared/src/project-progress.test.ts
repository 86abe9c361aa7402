import { describe, expect, it } from "vitest";
import { computeProjectProgress, countdownParts } from "./project-progress.ts";

const created = "2026-01-01T00:00:00.000Z";
const delivery = "2026-01-11T00:00:00.000Z"; // ten days later
const at = (iso: string) => new Date(iso);

describe("computeProjectProgress", () => {
  it("is 100, expired and ready when the status is ready, whatever the dates", () => {
    const result = computeProjectProgress(
      { status: "ready", progress: 10, createdAt: created, estimatedDelivery: delivery },
      at("2026-01-02T00:00:00Z"),
    );
    expect(result).toEqual({ percent: 100, remainingMs: 0, expired: true, ready: true });
    expect(computeProjectProgress({ status: "ready", progress: 0, createdAt: created, estimatedDelivery: null }).percent).toBe(
      100,
    );
  });

  it("shows the stored progress without a delivery date, with no countdown", () => {
    expect(
      computeProjectProgress({
        status: "in_progress",
        progress: 35,
        createdAt: created,
        estimatedDelivery: null,
      }),
    ).toEqual({
      percent: 35,
      remainingMs: null,
      expired: false,
      ready: false,
    });
    expect(computeProjectProgress({ status: "pending", progress: 0, createdAt: created, estimatedDelivery: null }).percent).toBe(
      0,
    );
  });

  it("is 100 and expired when the delivery is not after creation", () => {
    for (const d of [created, "2025-12-31T00:00:00Z"]) {
      const result = computeProjectProgress(
        { status: "in_progress", progress: 20, createdAt: created, estimatedDelivery: d },
        at("2025-06-01T00:00:00Z"),
      );
      expect(result).toEqual({ percent: 100, remainingMs: 0, expired: true, ready: false });
    }
  });

  it("is the share of time elapsed between creation and delivery", () => {
    const result = computeProjectProgress(
      { status: "in_progress", progress: 0, createdAt: created, estimatedDelivery: delivery },
      at("2026-01-04T00:00:00Z"),
    );
    expect(result.percent).toBe(30);
    expect(result.remainingMs).toBe(7 * 24 * 3600 * 1000);
    expect(result.expired).toBe(false);
  });

  it("clamps before creation to 0 and after delivery to 100 (expired)", () => {
    const before = computeProjectProgress(
      { status: "pending", progress: 50, createdAt: created, estimatedDelivery: delivery },
      at("2025-12-01T00:00:00Z"),
    );
    expect(before.percent).toBe(0);
    const after = computeProjectProgress(
      { status: "in_progress", progress: 0, createdAt: created, estimatedDelivery: delivery },
      at("2026-02-01T00:00:00Z"),
    );
    expect(after).toEqual({ percent: 100, remainingMs: 0, expired: true, ready: false });
  });

  it("rounds to a whole percent", () => {
    // 1/3 of the way: 33.33 -> 33; 2/3: 66.67 -> 67; 0.5% -> 1 (half rounds up).
    const third = new Date(Date.parse(created) + (10 * 24 * 3600 * 1000) / 3);
    expect(
      computeProjectProgress({ status: "in_progress", progress: 0, createdAt: created, estimatedDelivery: delivery }, third)
        .percent,
    ).toBe(33);
    const twoThirds = new Date(Date.parse(created) + (20 * 24 * 3600 * 1000) / 3);
    expect(
      computeProjectProgress({ status: "in_progress", progress: 0, createdAt: created, estimatedDelivery: delivery }, twoThirds)
        .percent,
    ).toBe(67);
    const half = new Date(Date.parse(created) + 10 * 24 * 3600 * 1000 * 0.005);
    expect(
      computeProjectProgress({ status: "in_progress", progress: 0, createdAt: created, estimatedDelivery: delivery }, half)
        .percent,
    ).toBe(1);
  });

  it("clamps a stored progress outside 0-100", () => {
    expect(
      computeProjectProgress({
        status: "in_progress",
        progress: 140,
        createdAt: created,
        estimatedDelivery: null,
      }).percent,
    ).toBe(100);
    expect(
      computeProjectProgress({
        status: "in_progress",
        progress: -5,
        createdAt: created,
        estimatedDelivery: null,
      }).percent,
    ).toBe(0);
  });
});

describe("countdownParts", () => {
  it("splits whole days off and keeps the rest as hh:mm:ss, never negative", () => {
    expect(countdownParts(0)).toEqual({ days: 0, clock: "00:00:00" });
    expect(countdownParts(3_723_000)).toEqual({ days: 0, clock: "01:02:03" });
    expect(countdownParts((23 * 3600 + 59 * 60 + 59) * 1000 + 999)).toEqual({ days: 0, clock: "23:59:59" });
    expect(countdownParts(24 * 3600 * 1000)).toEqual({ days: 1, clock: "00:00:00" });
    // The "431:39:11".
    expect(countdownParts((431 * 3600 + 39 * 60 + 11) * 1000)).toEqual({ days: 17, clock: "23:39:11" });
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: "00:00:00" });
  });
});
