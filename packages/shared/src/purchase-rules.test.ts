import { describe, expect, it } from "vitest";
import {
  averagePriceCents,
  dueText,
  dueTone,
  isNewPurchase,
  isOverdue,
  parseProgressInput,
  paymentBadge,
  sortPurchases,
  windowStart,
} from "./purchase-rules.ts";
import { featureForm, featureFormToRequest, featureRequest } from "./store-contracts.ts";

const now = new Date("2026-06-15T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);

function purchase(
  overrides: Partial<{
    paymentStatus: string;
    status: string;
    progress: number;
    targetCompletionDate: Date | null;
    purchasedAt: Date;
    name: string;
  }> = {},
) {
  return {
    name: "p",
    paymentStatus: "paid",
    status: "pending",
    progress: 0,
    targetCompletionDate: days(30),
    purchasedAt: now,
    ...overrides,
  };
}

describe("payment badge", () => {
  it("is Cancelled only when the payment was cancelled, Paid otherwise (legacy rows too)", () => {
    expect(paymentBadge({ paymentStatus: "cancelled" })).toBe("cancelled");
    expect(paymentBadge({ paymentStatus: "paid" })).toBe("paid");
    expect(paymentBadge({ paymentStatus: "refunded" })).toBe("paid");
  });
});

describe("overdue", () => {
  it("is a past target date on work that is not completed", () => {
    expect(isOverdue(purchase({ targetCompletionDate: days(-1) }), now)).toBe(true);
    expect(isOverdue(purchase({ targetCompletionDate: days(-1), status: "in_progress" }), now)).toBe(true);
    expect(isOverdue(purchase({ targetCompletionDate: days(-1), status: "completed" }), now)).toBe(false);
    expect(isOverdue(purchase({ targetCompletionDate: days(1) }), now)).toBe(false);
    expect(isOverdue(purchase({ targetCompletionDate: null }), now)).toBe(false);
  });
});

describe("new purchase", () => {
  it("is bought within 24 hours and not completed", () => {
    expect(isNewPurchase(purchase({ purchasedAt: days(-0.5) }), now)).toBe(true);
    expect(isNewPurchase(purchase({ purchasedAt: days(-2) }), now)).toBe(false);
    expect(isNewPurchase(purchase({ purchasedAt: days(-0.5), status: "completed" }), now)).toBe(false);
  });
});

describe("days-left text", () => {
  it("colours red at 3 days or fewer, yellow at 7 or fewer, green otherwise", () => {
    expect(dueTone(0)).toBe("red");
    expect(dueTone(3)).toBe("red");
    expect(dueTone(4)).toBe("yellow");
    expect(dueTone(7)).toBe("yellow");
    expect(dueTone(8)).toBe("green");
  });

  it("says days left, due today or days overdue", () => {
    expect(dueText(purchase({ targetCompletionDate: days(30) }), now)).toEqual({
      kind: "daysLeft",
      days: 30,
      tone: "green",
    });
    expect(dueText(purchase({ targetCompletionDate: days(6.5) }), now)).toEqual({
      kind: "daysLeft",
      days: 7,
      tone: "yellow",
    });
    expect(dueText(purchase({ targetCompletionDate: days(2) }), now)).toEqual({
      kind: "daysLeft",
      days: 2,
      tone: "red",
    });
    expect(dueText(purchase({ targetCompletionDate: days(0.5) }), now)).toEqual({
      kind: "dueToday",
      days: 0,
      tone: "red",
    });
    expect(dueText(purchase({ targetCompletionDate: days(-0.1) }), now)).toEqual({
      kind: "daysOverdue",
      days: 1,
      tone: "red",
    });
    expect(dueText(purchase({ targetCompletionDate: days(-5) }), now)).toEqual({
      kind: "daysOverdue",
      days: 5,
      tone: "red",
    });
  });

  it("is not shown once completed or without a target date", () => {
    expect(dueText(purchase({ status: "completed", targetCompletionDate: days(-5) }), now)).toBeNull();
    expect(dueText(purchase({ targetCompletionDate: null }), now)).toBeNull();
  });
});

describe("sorting", () => {
  const a = purchase({ name: "a", status: "completed", progress: 100, purchasedAt: days(-10) });
  const b = purchase({ name: "b", status: "pending", progress: 0, purchasedAt: days(-1) });
  const c = purchase({ name: "c", status: "in_progress", progress: 40, purchasedAt: days(-5) });
  const d = purchase({ name: "d", status: "pending", progress: 0, purchasedAt: days(-3) });
  const names = (list: Array<{ name: string }>) => list.map((p) => p.name).join("");

  it("sorts by purchase date, newest first", () => {
    expect(names(sortPurchases([a, b, c, d], "purchaseDate"))).toBe("bdca");
  });
  it("sorts by status: pending, in progress, completed; newest first within one", () => {
    expect(names(sortPurchases([a, b, c, d], "status"))).toBe("bdca");
    expect(names(sortPurchases([a, c, d], "status"))).toBe("dca");
  });
  it("sorts by progress, most advanced first", () => {
    expect(names(sortPurchases([b, a, c, d], "progress"))).toBe("acbd");
  });
  it("does not change the given list", () => {
    const list = [a, b];
    sortPurchases(list, "purchaseDate");
    expect(names(list)).toBe("ab");
  });
});

describe("average price", () => {
  it("rounds to whole dollars", () => {
    expect(averagePriceCents(0, 0)).toBe(0);
    expect(averagePriceCents(4999 + 2999, 2)).toBe(4000);
    expect(averagePriceCents(1000 + 1049, 2)).toBe(1000);
    expect(averagePriceCents(1000 + 1100, 2)).toBe(1100);
  });
});

describe("progress input", () => {
  it("takes integers 0-100, turns non-numbers into 0 and ignores values out of range", () => {
    expect(parseProgressInput("45")).toBe(45);
    expect(parseProgressInput("0")).toBe(0);
    expect(parseProgressInput("100")).toBe(100);
    expect(parseProgressInput("")).toBe(0);
    expect(parseProgressInput("abc")).toBe(0);
    expect(parseProgressInput("101")).toBeNull();
    expect(parseProgressInput("-1")).toBeNull();
    expect(parseProgressInput("12.7")).toBe(12);
  });
});

describe("purchase date windows", () => {
  it("starts N days before now", () => {
    expect(windowStart(7, now).toISOString()).toBe(days(-7).toISOString());
  });
});

describe("feature form", () => {
  it("requires title, description, price and billing type; price min 0 with cents; days at least 1", () => {
    const empty = featureForm.safeParse({
      title: " ",
      description: "",
      price: "",
      billingType: "",
      estimatedDeliveryDays: "",
    });
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(["titleRequired", "descriptionRequired", "priceRequired", "billingTypeRequired"]),
    );
    const valid = { title: "t", description: "d", price: "5", billingType: "monthly", estimatedDeliveryDays: "" };
    expect(featureForm.safeParse(valid).success).toBe(true);
    expect(featureForm.safeParse({ ...valid, price: "-1" }).success).toBe(false);
    expect(featureForm.safeParse({ ...valid, price: "1.001" }).success).toBe(false);
    expect(featureForm.safeParse({ ...valid, estimatedDeliveryDays: "0" }).success).toBe(false);
  });

  it("turns the typed form into exact cents and optional days", () => {
    const values = featureForm.parse({
      title: " SEO ",
      description: "Audit",
      price: "49.99",
      billingType: "one_time",
      estimatedDeliveryDays: "",
    });
    const request = featureFormToRequest(values, null);
    expect(request).toEqual({
      title: "SEO",
      description: "Audit",
      priceCents: 4999,
      billingType: "one_time",
      estimatedDeliveryDays: null,
      imageFileId: null,
    });
    expect(featureRequest.parse(request)).toEqual(request);
    expect(featureFormToRequest({ ...values, estimatedDeliveryDays: "7" }, null).estimatedDeliveryDays).toBe(7);
  });
});
