import { describe, expect, it } from "vitest";
import { FakeEventBus } from "../test/fake-event-bus.ts";
import { CompanyCache, publishCompaniesChanged } from "./company-cache.ts";
import { SESSION_INVALIDATED } from "./session-events.ts";

const companies = (...accountIds: string[]) => ({ companies: accountIds.map((accountId) => ({ accountId })) });

function setUp() {
  const bus = new FakeEventBus();
  let now = 1_000_000;
  const clock = { advance: (ms: number) => (now += ms) };
  const cache = new CompanyCache<ReturnType<typeof companies>>(bus, { ttlMs: 30_000, quarantineMs: 2_000, now: () => now });
  return { bus, cache, clock };
}

describe("CompanyCache", () => {
  it("keeps a person's companies per session for its time to live", () => {
    const { cache, clock } = setUp();
    cache.set("ann", "s1", companies("ann", "acme"), cache.begin());
    expect(cache.get("ann", "s1")?.companies).toHaveLength(2);
    expect(cache.get("ann", "s2")).toBeUndefined();
    clock.advance(30_000);
    expect(cache.get("ann", "s1")).toBeUndefined();
  });

  it("drops the person's entries, and every entry naming a changed company, when the bus says so", async () => {
    const { bus, cache, clock } = setUp();
    cache.set("ann", "s1", companies("ann", "acme"), cache.begin());
    cache.set("bob", "s1", companies("bob", "acme"), cache.begin());
    cache.set("cid", "s1", companies("cid"), cache.begin());
    await publishCompaniesChanged(bus, "ann", "acme");
    expect(cache.get("ann", "s1")).toBeUndefined();
    expect(cache.get("bob", "s1")).toBeUndefined();
    expect(cache.get("cid", "s1")).toBeDefined();

    await bus.publish({ type: SESSION_INVALIDATED, audience: "cid", data: { sessionId: "s1" } });
    expect(cache.get("cid", "s1")).toBeUndefined();

    // A look-up that began before the change (or within the quarantine after it) is not stored.
    const early = cache.begin();
    await publishCompaniesChanged(bus, "dan", "acme");
    cache.set("eve", "s1", companies("eve", "acme"), early);
    expect(cache.get("eve", "s1")).toBeUndefined();
    clock.advance(2_001);
    cache.set("eve", "s1", companies("eve", "acme"), cache.begin());
    expect(cache.get("eve", "s1")).toBeDefined();
  });

  it("serves nothing while the bus cannot promise delivery, and nothing stored before a reconnect", () => {
    const { bus, cache } = setUp();
    cache.set("ann", "s1", companies("ann"), cache.begin());
    bus.epoch = null;
    expect(cache.get("ann", "s1")).toBeUndefined();
    cache.set("ann", "s1", companies("ann"), cache.begin());
    bus.epoch = 2;
    expect(cache.get("ann", "s1")).toBeUndefined();
    const during = { startedAt: 0, epoch: 1 };
    cache.set("ann", "s1", companies("ann"), during);
    expect(cache.get("ann", "s1")).toBeUndefined();
  });
});
