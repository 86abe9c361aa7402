import { describe, expect, it } from "vitest";
import { FakeEventBus as FakeBus } from "../test/fake-event-bus.ts";
import { SessionCache } from "./session-cache.ts";
import { SESSION_INVALIDATED } from "./session-events.ts";
import type { SessionUser } from "./session-user.ts";

const user = (id: string): SessionUser => ({
  id,
  email: `${id}@example.com`,
  role: "client",
  agencyRole: null,
  fullName: id,
  businessName: null,
  phone: null,
  language: "en",
  createdAt: new Date(0),
  twoFactorEnabled: false,
  signedInWithPasskey: false,
});

function setUp() {
  const bus = new FakeBus();
  let now = 1_000_000;
  const clock = { advance: (ms: number) => (now += ms) };
  const cache = new SessionCache(bus, { ttlMs: 30_000, quarantineMs: 2_000, now: () => now });
  const session = (id: string, sessionId = `${id}-s1`) => ({ user: user(id), sessionId, expiresAt: now + 3_600_000 });
  return { bus, cache, clock, session };
}

describe("SessionCache", () => {
  it("keeps a session for its time to live, never past the session's own expiry", () => {
    const { cache, clock, session } = setUp();
    cache.set("k1", session("ann"), cache.begin());
    expect(cache.get("k1")?.user.id).toBe("ann");
    clock.advance(29_999);
    expect(cache.get("k1")).toBeDefined();
    clock.advance(1);
    expect(cache.get("k1")).toBeUndefined();

    const short = { ...session("bob"), expiresAt: 0 };
    short.expiresAt = clock.advance(0) + 1_000;
    cache.set("k2", short, cache.begin());
    clock.advance(1_000);
    expect(cache.get("k2")).toBeUndefined();
  });

  it("drops one session on its sign-out, and every session of a person without a session id", async () => {
    const { bus, cache, session } = setUp();
    cache.set("a1", session("ann", "s1"), cache.begin());
    cache.set("a2", session("ann", "s2"), cache.begin());
    cache.set("b1", session("bob", "s3"), cache.begin());
    await bus.publish({ type: SESSION_INVALIDATED, audience: "ann", data: { sessionId: "s1" } });
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeDefined();
    await bus.publish({ type: SESSION_INVALIDATED, audience: "ann" });
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("b1")).toBeDefined();
    await bus.publish({ type: "support.ticket.reply", audience: "bob", data: { ticketId: "t1" } });
    expect(cache.get("b1")).toBeDefined();
  });

  it("does not store a look-up an invalidation raced, nor one started just after it", async () => {
    const { bus, cache, clock, session } = setUp();
    const raced = cache.begin();
    await bus.publish({ type: SESSION_INVALIDATED, audience: "ann" });
    cache.set("a1", session("ann"), raced);
    expect(cache.get("a1")).toBeUndefined();
    clock.advance(1_000);
    cache.set("a1", session("ann"), cache.begin());
    expect(cache.get("a1")).toBeUndefined();
    clock.advance(1_001);
    cache.set("a1", session("ann"), cache.begin());
    expect(cache.get("a1")).toBeDefined();
  });

  it("is bypassed while the bus may miss events, and forgets everything after a reconnect", () => {
    const { bus, cache, session } = setUp();
    cache.set("a1", session("ann"), cache.begin());
    bus.epoch = null;
    expect(cache.get("a1")).toBeUndefined();
    cache.set("a2", session("ann"), cache.begin());
    expect(cache.size).toBe(0);
    bus.epoch = 2;
    const before = cache.begin();
    bus.epoch = 3;
    cache.set("a3", session("ann"), before);
    expect(cache.get("a3")).toBeUndefined();
  });

  it("keeps at most its maximum number of entries, dropping the oldest", () => {
    const bus = new FakeBus();
    const cache = new SessionCache(bus, { maxEntries: 2 });
    const s = (id: string) => ({ user: user(id), sessionId: id, expiresAt: Date.now() + 60_000 });
    cache.set("1", s("a"), cache.begin());
    cache.set("2", s("b"), cache.begin());
    cache.set("3", s("c"), cache.begin());
    expect(cache.get("1")).toBeUndefined();
    expect(cache.get("3")).toBeDefined();
  });
});
