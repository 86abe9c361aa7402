import type { EventBus } from "../providers/events/event-bus.ts";
import { BusGuardedCache, type BusGuardedCacheOptions, type Lookup } from "./bus-guarded-cache.ts";
import { SESSION_INVALIDATED } from "./session-events.ts";
import type { SessionUser } from "./session-user.ts";

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  /** When the session itself expires; never served past it. */
  expiresAt: number;
}

const SESSION_CACHE_TTL_MS = 30_000;

/**
 * A short-lived in-process cache of session look-ups by the signed session cookie, so most
 * requests skip Better Auth's database read. Safety (docs/decisions/025-session-cache.md):
 * every session deletion, role change and account deletion publishes `session.invalidated`,
 * which every instance hears over the event bus and drops the person's entries; a look-up that
 * was under way when an invalidation arrived is not stored; and while the bus cannot promise
 * delivery (listener reconnecting) the cache is bypassed and, once back, emptied.
 */
export class SessionCache {
  private readonly cache: BusGuardedCache<CachedSession>;
  private readonly unsubscribe: () => void;

  constructor(bus: EventBus, options: Partial<BusGuardedCacheOptions> = {}) {
    this.cache = new BusGuardedCache(bus, { ...options, ttlMs: options.ttlMs ?? SESSION_CACHE_TTL_MS });
    this.unsubscribe = bus.subscribe((event) => {
      if (event.type !== SESSION_INVALIDATED) return;
      const sessionId = typeof event.data?.sessionId === "string" ? event.data.sessionId : undefined;
      this.invalidate(event.audience, sessionId);
    });
  }

  /** The cached session of this cookie value, if still trustworthy. */
  get(key: string): CachedSession | undefined {
    return this.cache.get(key, (session, now) => now < session.expiresAt);
  }

  /** A token to pass to `set` for a look-up that starts now. */
  begin(): Lookup {
    return this.cache.begin();
  }

  /** Stores a look-up's result unless an invalidation or a reconnect may have raced it. */
  set(key: string, session: CachedSession, lookup: Lookup): void {
    this.cache.set(key, session, [session.user.id], lookup);
  }

  /** Drops one session of a person, or all of them (no `sessionId`). */
  invalidate(userId: string, sessionId?: string): void {
    this.cache.invalidate([userId], (s) => s.user.id === userId && (sessionId === undefined || s.sessionId === sessionId));
  }

  get size(): number {
    return this.cache.size;
  }

  close(): void {
    this.unsubscribe();
    this.cache.clear();
  }
}
