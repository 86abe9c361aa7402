import { describe, expect, it } from "vitest";
import { featureOwnership, type OwnershipFacts, ownershipOf } from "./feature-ownership.ts";

const purchase = (overrides: Partial<OwnershipFacts> = {}): OwnershipFacts => ({
  featureId: "f1",
  billingType: "one_time",
  paymentStatus: "paid",
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe("ownershipOf", () => {
  it("owns a paid one-time feature, and a paid monthly one while it runs on", () => {
    expect(ownershipOf(purchase())).toBe("purchased");
    expect(ownershipOf(purchase({ billingType: "monthly" }))).toBe("subscribed");
  });

  it("does not own what was not paid, refunded, or a subscription cancelled at period end", () => {
    for (const paymentStatus of ["pending", "expired", "failed", "refunded", "cancelled"]) {
      expect(ownershipOf(purchase({ paymentStatus }))).toBeNull();
    }
    expect(ownershipOf(purchase({ billingType: "monthly", cancelAtPeriodEnd: true }))).toBeNull();
  });
});

describe("featureOwnership", () => {
  it("looks only at purchases of that feature and finds any that owns it", () => {
    const purchases = [
      purchase({ featureId: "other" }),
      purchase({ paymentStatus: "expired" }),
      purchase({ billingType: "monthly", paymentStatus: "paid" }),
    ];
    expect(featureOwnership("f1", purchases)).toBe("subscribed");
    expect(featureOwnership("f2", purchases)).toBeNull();
    expect(featureOwnership("f1", [purchase({ paymentStatus: "expired" })])).toBeNull();
  });
});
