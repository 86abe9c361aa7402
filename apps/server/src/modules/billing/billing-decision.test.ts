import { FEATURE_COMPLETION_DAYS } from "@portal/shared/constants";
import { describe, expect, it } from "vitest";
import { decideBilling } from "./billing-decision.ts";
import type { BillingEvent } from "./billing-events.ts";
import type { BillingChange, BillingDecision, BillingState, PremiumState, PurchaseState } from "./billing-state.ts";
import type { CheckoutSessionInfo, InvoiceInfo, SubscriptionInfo } from "./provider-objects.ts";

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-01-01T00:00:00Z");
/** The time every event below happened. */
const T1 = new Date("2026-02-01T00:00:00Z");
/** Later than every event below: a row last changed at T2 has seen them all. */
const T2 = new Date("2026-03-01T00:00:00Z");
const plan = { name: "Premium", monthlyPriceCents: 2900 };
const userId = "u-1";

const session: CheckoutSessionInfo = {
  id: "cs_1",
  reference: null,
  paymentIntentId: null,
  subscriptionId: "sub_1",
  customerId: "cus_1",
  email: "dana@example.com",
  amountCents: 2900,
};
const subscription = (over: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  id: "sub_1",
  reference: null,
  status: "active",
  active: true,
  cancelAtPeriodEnd: false,
  customerId: "cus_1",
  periodStart: T1,
  periodEnd: new Date(T1.getTime() + 30 * DAY),
  endedAt: null,
  ...over,
});
const invoice = (over: Partial<InvoiceInfo> = {}): InvoiceInfo => ({
  id: "in_1",
  reference: null,
  subscriptionId: "sub_1",
  customerId: "cus_1",
  email: null,
  billingReason: "subscription_create",
  amountCents: 3100,
  periodEnd: new Date(T1.getTime() + 30 * DAY),
  ...over,
});

/** Every kind of event billing acts on, including one about an older subscription. */
const EVENTS = {
  checkout_paid: { type: "checkout_paid", at: T1, session },
  checkout_expired: { type: "checkout_ended", at: T1, session, failed: false },
  checkout_failed: { type: "checkout_ended", at: T1, session, failed: true },
  subscription_active: { type: "subscription_changed", at: T1, subscription: subscription(), deleted: false },
  subscription_cancelling: {
    type: "subscription_changed",
    at: T1,
    subscription: subscription({ cancelAtPeriodEnd: true }),
    deleted: false,
  },
  subscription_past_due: {
    type: "subscription_changed",
    at: T1,
    subscription: subscription({ status: "past_due", active: false }),
    deleted: false,
  },
  subscription_deleted: {
    type: "subscription_changed",
    at: T1,
    subscription: subscription({ status: "canceled", active: false, endedAt: T1 }),
    deleted: true,
  },
  old_subscription_deleted: {
    type: "subscription_changed",
    at: T1,
    subscription: subscription({ id: "sub_0", status: "canceled", active: false, endedAt: T1 }),
    deleted: true,
  },
  invoice_first: { type: "invoice_paid", at: T1, invoice: invoice() },
  invoice_renewal: { type: "invoice_paid", at: T1, invoice: invoice({ id: "in_2", billingReason: "subscription_cycle" }) },
  invoice_failed: { type: "invoice_failed", at: T1, invoice: invoice({ id: "in_3" }) },
  old_invoice_failed: { type: "invoice_failed", at: T1, invoice: invoice({ id: "in_4", subscriptionId: "sub_0" }) },
} satisfies Record<string, BillingEvent>;
type EventName = keyof typeof EVENTS;
const EVENT_NAMES = Object.keys(EVENTS) as EventName[];

const activePremium: PremiumState = {
  email: "dana@example.com",
  subscribed: true,
  subscriptionTier: "Premium 2025",
  subscriptionStart: T0,
  subscriptionEnd: new Date(T0.getTime() + 30 * DAY),
  cancelAtPeriodEnd: false,
  providerCustomerId: "cus_1",
  providerSubscriptionId: "sub_1",
  providerEventAt: T0,
};
const PREMIUM_STATES = {
  fresh: {
    ...activePremium,
    subscribed: false,
    subscriptionTier: null,
    subscriptionStart: null,
    subscriptionEnd: null,
    providerCustomerId: null,
    providerSubscriptionId: null,
    providerEventAt: null,
  },
  active: activePremium,
  cancelling: { ...activePremium, cancelAtPeriodEnd: true },
  ended: { ...activePremium, subscribed: false },
  newer: { ...activePremium, providerEventAt: T2 },
} satisfies Record<string, PremiumState>;

const paidPurchase: PurchaseState = {
  id: "p-1",
  clientId: "c-1",
  clientEmail: "dana@example.com",
  featureName: "Online booking",
  priceCents: 1500,
  billingType: "monthly",
  paymentStatus: "paid",
  cancelAtPeriodEnd: false,
  accessUntil: new Date(T0.getTime() + 30 * DAY),
  providerEventAt: T0,
};
const PURCHASE_STATES = {
  pending: { ...paidPurchase, paymentStatus: "pending", accessUntil: null, providerEventAt: null },
  paid: paidPurchase,
  failed: { ...paidPurchase, paymentStatus: "failed" },
  cancelled: { ...paidPurchase, paymentStatus: "cancelled", cancelAtPeriodEnd: true },
  expired: { ...paidPurchase, paymentStatus: "expired", accessUntil: null, providerEventAt: null },
  refunded: { ...paidPurchase, paymentStatus: "refunded" },
  newer: { ...paidPurchase, providerEventAt: T2 },
} satisfies Record<string, PurchaseState>;

const premium = (name: keyof typeof PREMIUM_STATES): BillingState => ({
  kind: "premium",
  userId,
  subscriber: PREMIUM_STATES[name],
});
const purchase = (name: keyof typeof PURCHASE_STATES): BillingState => ({ kind: "purchase", purchase: PURCHASE_STATES[name] });

/** The change each event makes to each premium state, in the order of `PREMIUM_STATES`. */
// biome-ignore format: a table reads best as one
const PREMIUM_TABLE: Record<EventName, [BillingChange, BillingChange, BillingChange, BillingChange, BillingChange]> = {
  //                          fresh                     active                    cancelling                ended                     newer
  checkout_paid:            ["premium_started",        "premium_updated",        "premium_updated",        "premium_started",        "stale"],
  checkout_expired:         ["premium_checkout_ended", "premium_checkout_ended", "premium_checkout_ended", "premium_checkout_ended", "premium_checkout_ended"],
  checkout_failed:          ["premium_checkout_ended", "premium_checkout_ended", "premium_checkout_ended", "premium_checkout_ended", "premium_checkout_ended"],
  subscription_active:      ["premium_started",        "premium_updated",        "premium_updated",        "premium_started",        "stale"],
  subscription_cancelling:  ["premium_started",        "premium_updated",        "premium_updated",        "premium_started",        "stale"],
  subscription_past_due:    ["premium_ended",          "premium_ended",          "premium_ended",          "premium_ended",          "stale"],
  subscription_deleted:     ["premium_ended",          "premium_ended",          "premium_ended",          "premium_ended",          "stale"],
  old_subscription_deleted: ["premium_ended",          "nothing",                "nothing",                "nothing",                "nothing"],
  invoice_first:            ["premium_started",        "premium_updated",        "premium_updated",        "premium_started",        "stale"],
  invoice_renewal:          ["premium_renewed",        "premium_renewed",        "premium_renewed",        "premium_renewed",        "stale"],
  invoice_failed:           ["nothing",                "premium_payment_failed", "premium_payment_failed", "premium_payment_failed", "stale"],
  old_invoice_failed:       ["nothing",                "nothing",                "nothing",                "nothing",                "nothing"],
};

/** The change each event makes to each purchase state, in the order of `PURCHASE_STATES`. */
// biome-ignore format: a table reads best as one
const PURCHASE_TABLE: Record<EventName, BillingChange[]> = {
  //                          pending                    paid                       failed                 cancelled              expired                refunded               newer
  checkout_paid:            ["purchase_activated",      "purchase_paid_again",     "purchase_paid_again", "purchase_paid_again", "purchase_paid_again", "purchase_paid_again", "purchase_paid_again"],
  checkout_expired:         ["purchase_checkout_ended", "nothing",                 "nothing",             "nothing",             "nothing",             "nothing",             "nothing"],
  checkout_failed:          ["purchase_checkout_ended", "nothing",                 "nothing",             "nothing",             "nothing",             "nothing",             "nothing"],
  subscription_active:      ["purchase_updated",        "purchase_updated",        "purchase_updated",    "purchase_updated",    "purchase_updated",    "purchase_updated",    "stale"],
  subscription_cancelling:  ["purchase_updated",        "purchase_updated",        "purchase_updated",    "purchase_updated",    "purchase_updated",    "purchase_updated",    "stale"],
  subscription_past_due:    ["purchase_updated",        "purchase_updated",        "purchase_updated",    "purchase_updated",    "purchase_updated",    "purchase_updated",    "stale"],
  subscription_deleted:     ["purchase_ended",          "purchase_ended",          "purchase_ended",      "purchase_ended",      "purchase_ended",      "purchase_ended",      "stale"],
  old_subscription_deleted: ["purchase_ended",          "purchase_ended",          "purchase_ended",      "purchase_ended",      "purchase_ended",      "purchase_ended",      "stale"],
  invoice_first:            ["purchase_updated",        "purchase_updated",        "purchase_updated",    "purchase_updated",    "purchase_updated",    "purchase_updated",    "stale"],
  invoice_renewal:          ["purchase_renewed",        "purchase_renewed",        "purchase_renewed",    "purchase_renewed",    "purchase_renewed",    "purchase_renewed",    "stale"],
  invoice_failed:           ["nothing",                 "purchase_payment_failed", "nothing",             "nothing",             "nothing",             "nothing",             "stale"],
  old_invoice_failed:       ["nothing",                 "purchase_payment_failed", "nothing",             "nothing",             "nothing",             "nothing",             "stale"],
};

/** Every (event, state) cell with the change the tables expect. */
const CELLS = EVENT_NAMES.flatMap((event) => [
  ...(Object.keys(PREMIUM_STATES) as (keyof typeof PREMIUM_STATES)[]).map((name, i) => ({
    event,
    stateName: `premium ${name}`,
    state: premium(name),
    expected: PREMIUM_TABLE[event][i],
  })),
  ...(Object.keys(PURCHASE_STATES) as (keyof typeof PURCHASE_STATES)[]).map((name, i) => ({
    event,
    stateName: `purchase ${name}`,
    state: purchase(name),
    expected: PURCHASE_TABLE[event][i],
  })),
  { event, stateName: "unknown", state: { kind: "unknown" } as BillingState, expected: "nothing" as BillingChange },
]);

/** The state after the decision is written (what `fulfilment.ts` does to the rows). */
function afterWriting(state: BillingState, decision: BillingDecision): BillingState {
  const stamp = decision.stamp ? { providerEventAt: decision.stamp } : {};
  if (state.kind === "premium") return { ...state, subscriber: { ...state.subscriber, ...decision.premium, ...stamp } };
  if (state.kind === "purchase") return { ...state, purchase: { ...state.purchase, ...decision.purchase, ...stamp } };
  return state;
}

/** What a repeated effect is recognised by downstream: the outbox's event key, the invoice's session id. */
const effectKeys = (decision: BillingDecision) => [
  ...decision.notices.map((n) => `${n.notice}:${"key" in n ? n.key : n.end?.toISOString()}`),
  ...(decision.invoice ? [`invoice:${decision.invoice.providerSessionId}`] : []),
];

describe("decideBilling: every event against every state", () => {
  it.each(CELLS)("$event on $stateName: $expected", ({ event, state, expected }) => {
    expect(decideBilling(EVENTS[event], state, plan).change).toBe(expected);
  });

  it.each(CELLS)(
    "$event on $stateName delivered twice ends in the same state, its effects keyed the same",
    ({ event, state }) => {
      const first = decideBilling(EVENTS[event], state, plan);
      const once = afterWriting(state, first);
      const second = decideBilling(EVENTS[event], once, plan);
      expect(afterWriting(once, second)).toEqual(once);
      for (const key of effectKeys(second)) expect(effectKeys(first)).toContain(key);
    },
  );

  it.each(CELLS)(
    "$event on $stateName: a stale or empty decision writes nothing, a stamped one with the event's time",
    ({ event, state }) => {
      const decision = decideBilling(EVENTS[event], state, plan);
      if (decision.change === "stale" || decision.change === "nothing") {
        expect(decision.premium).toBeUndefined();
        expect(decision.purchase).toBeUndefined();
        expect(decision.stamp).toBeUndefined();
      }
      if (decision.stamp) expect(decision.stamp).toBe(T1);
      if (decision.premium) expect(state.kind).toBe("premium");
      if (decision.purchase) expect(state.kind).toBe("purchase");
    },
  );
});

describe("decideBilling: events out of order", () => {
  const firstEvents: EventName[] = ["checkout_paid", "subscription_active", "invoice_first"];
  const orders = firstEvents.flatMap((a) =>
    firstEvents.filter((b) => b !== a).map((b) => [a, b, ...firstEvents.filter((c) => c !== a && c !== b)] as EventName[]),
  );

  it.each(orders)(
    "a new subscription's events in the order %s, %s, %s end subscribed, told once and invoiced once",
    (...order) => {
      let state = premium("fresh");
      const effects: string[] = [];
      for (const name of order) {
        const decision = decideBilling(EVENTS[name], state, plan);
        effects.push(...effectKeys(decision));
        state = afterWriting(state, decision);
      }
      expect(state.kind === "premium" && state.subscriber).toMatchObject({
        subscribed: true,
        subscriptionTier: "Premium",
        providerSubscriptionId: "sub_1",
        subscriptionEnd: new Date(T1.getTime() + 30 * DAY),
        cancelAtPeriodEnd: false,
      });
      expect(effects).toEqual(["new_purchase:sub_1", "invoice:cs_1"]);
    },
  );

  it("an older event arriving after a newer one changes nothing, though a renewal's payment is still invoiced", () => {
    const ended = afterWriting(
      premium("active"),
      decideBilling({ ...EVENTS.subscription_deleted, at: T2 }, premium("active"), plan),
    );
    for (const name of ["subscription_active", "invoice_first", "invoice_failed", "checkout_paid"] as const) {
      const late = decideBilling(EVENTS[name], ended, plan);
      expect(late.change, name).toBe("stale");
      expect(afterWriting(ended, late), name).toEqual(ended);
    }
    expect(decideBilling(EVENTS.invoice_renewal, ended, plan).invoice?.providerSessionId).toBe("in_2");
  });
});

describe("decideBilling: what each change carries", () => {
  it("premium bought: subscribed from the payment, its checkout forgotten, admins told, the invoice at the price paid", () => {
    const decision = decideBilling(EVENTS.checkout_paid, premium("fresh"), plan);
    expect(decision).toMatchObject({
      premium: { subscribed: true, subscriptionTier: "Premium", subscriptionStart: T1, subscriptionEnd: null },
      stamp: T1,
      forgetCheckout: "cs_1",
      notices: [{ notice: "new_purchase", subject: { clientId: userId, name: "Premium" }, key: "sub_1" }],
      invoice: { clientId: userId, amountCents: 2900, billingType: "monthly", providerSessionId: "cs_1", purchaseId: null },
      audiences: [userId],
    });
  });

  it("premium renewed: the period extends and the invoice is of the plan as bought, at the amount paid", () => {
    const decision = decideBilling(EVENTS.invoice_renewal, premium("active"), plan);
    expect(decision.premium).toMatchObject({
      subscribed: true,
      subscriptionStart: T0,
      subscriptionEnd: new Date(T1.getTime() + 30 * DAY),
    });
    expect(decision.invoice).toMatchObject({ description: "Premium 2025", amountCents: 3100, providerSessionId: "in_2" });
    expect(decision.notices).toEqual([]);
  });

  it("premium cancelled at period end: the client is told when it ends, once", () => {
    const decision = decideBilling(EVENTS.subscription_cancelling, premium("active"), plan);
    expect(decision.premium).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect(decision.notices).toEqual([
      {
        notice: "subscription_ending",
        subject: { clientId: userId, name: "Premium 2025" },
        end: new Date(T1.getTime() + 30 * DAY),
      },
    ]);
    expect(decideBilling(EVENTS.subscription_cancelling, premium("cancelling"), plan).notices).toEqual([]);
  });

  it("premium ended or its renewal failed: no longer subscribed; a failed renewal tells admins and the client", () => {
    expect(decideBilling(EVENTS.subscription_deleted, premium("active"), plan).premium).toMatchObject({
      subscribed: false,
      subscriptionEnd: T1,
      cancelAtPeriodEnd: false,
    });
    const failed = decideBilling(EVENTS.invoice_failed, premium("active"), plan);
    expect(failed.premium).toEqual({ subscribed: false, cancelAtPeriodEnd: false });
    expect(failed.notices).toEqual([
      { notice: "payment_failed", subject: { clientId: userId, name: "Premium 2025" }, key: "in_3", renewal: true },
    ]);
  });

  it("a premium checkout that ended unpaid is forgotten; a failed delayed payment tells the admins", () => {
    expect(decideBilling(EVENTS.checkout_expired, premium("fresh"), plan)).toEqual({
      change: "premium_checkout_ended",
      forgetCheckout: "cs_1",
      notices: [],
      audiences: [],
    });
    expect(decideBilling(EVENTS.checkout_failed, premium("fresh"), plan).notices).toEqual([
      { notice: "payment_failed", subject: { clientId: userId, name: "Premium" }, key: "cs_1", renewal: false },
    ]);
  });

  it("a purchase paid: activated once, with its completion target, admins told; a repeat payment only invoices", () => {
    const decision = decideBilling(EVENTS.checkout_paid, purchase("pending"), plan);
    expect(decision.purchase).toEqual({
      paymentStatus: "paid",
      paymentId: "sub_1",
      providerSessionId: "cs_1",
      providerSubscriptionId: "sub_1",
      status: "pending",
      progress: 0,
      purchasedAt: T1,
      targetCompletionDate: new Date(T1.getTime() + FEATURE_COMPLETION_DAYS * DAY),
    });
    expect(decision.stamp).toBeUndefined();
    expect(decision.notices).toMatchObject([{ notice: "new_purchase", key: "p-1", subject: { purchaseId: "p-1" } }]);
    expect(decision.invoice).toMatchObject({
      amountCents: 1500,
      billingType: "monthly",
      purchaseId: "p-1",
      providerSessionId: "cs_1",
    });
    expect(decision.audiences).toEqual(["c-1", "admins"]);
    const again = decideBilling(EVENTS.checkout_paid, purchase("paid"), plan);
    expect([again.purchase, again.notices, again.invoice?.providerSessionId]).toEqual([undefined, [], "cs_1"]);
  });

  it("a purchase's checkout that ended unpaid is expired, not a purchase", () => {
    const decision = decideBilling(EVENTS.checkout_failed, purchase("pending"), plan);
    expect(decision.purchase).toEqual({ paymentStatus: "expired" });
    expect(decision.notices).toMatchObject([{ notice: "payment_failed", key: "cs_1", renewal: false }]);
  });

  it("a feature subscription: past due fails it, a renewal pays it again, deletion cancels it at its end", () => {
    expect(decideBilling(EVENTS.subscription_past_due, purchase("paid"), plan).purchase).toMatchObject({
      paymentStatus: "failed",
    });
    const renewed = decideBilling(EVENTS.invoice_renewal, purchase("failed"), plan);
    expect(renewed.purchase).toMatchObject({ paymentStatus: "paid", accessUntil: new Date(T1.getTime() + 30 * DAY) });
    expect(renewed.invoice).toMatchObject({ amountCents: 3100, providerSessionId: "in_2", purchaseId: "p-1" });
    expect(decideBilling(EVENTS.subscription_deleted, purchase("paid"), plan).purchase).toMatchObject({
      paymentStatus: "cancelled",
      accessUntil: T1,
    });
    const failed = decideBilling(EVENTS.invoice_failed, purchase("paid"), plan);
    expect(failed.notices).toMatchObject([{ notice: "payment_failed", key: "in_3", renewal: true }]);
  });

  it("a purchase whose client account is gone refreshes the admins' screens only", () => {
    const orphan: BillingState = { kind: "purchase", purchase: { ...paidPurchase, clientId: null } };
    expect(decideBilling(EVENTS.invoice_first, orphan, plan).audiences).toEqual(["admins"]);
  });
});
