import type { EventBus } from "../providers/events/event-bus.ts";
import { SESSION_INVALIDATED } from "./session-events.ts";
import type { SessionUser } from "./session-user.ts";

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  /** When the session itself expires; never served past it. */
  expiresAt: number;
}

interface Entry extends CachedSession {
  storedAt: number;
  /** The bus's delivery epoch when stored: a reconnect may have missed invalidations since. */
  epoch: number;
}

export interface SessionCacheOptions {
  /** How long a looked-up session is trusted without asking the database again. */
  ttlMs?: number;
  /** After an invalidation of a person, none of their look-ups is stored for this long. */
  quarantineMs?: number;
  maxEntries?: number;
  now?: () => number;
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
  private readonly entries = new Map<string, Entry>();
  private readonly invalidatedAt = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly quarantineMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    options: SessionCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.quarantineMs = options.quarantineMs ?? 2_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.unsubscribe = bus.subscribe((event) => {
      if (event.type !== SESSION_INVALIDATED) return;
      const sessionId = typeof event.data?.sessionId === "string" ? event.data.sessionId : undefined;
      this.invalidate(event.audience, sessionId);
    });
  }

  /** The cached session of this cookie value, if still trustworthy. */
  get(key: string): CachedSession | undefined {
    const epoch = this.bus.deliveryEpoch();
    if (epoch === null) {
      this.entries.clear();
      return undefined;
    }
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.epoch !== epoch || now - entry.storedAt >= this.ttlMs || now >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** A token to pass to `set` for a look-up that starts now. */
  begin(): { startedAt: number; epoch: number | null } {
    return { startedAt: this.now(), epoch: this.bus.deliveryEpoch() };
  }

  /** Stores a look-up's result unless an invalidation or a reconnect may have raced it. */
  set(key: string, session: CachedSession, lookup: { startedAt: number; epoch: number | null }): void {
    const epoch = this.bus.deliveryEpoch();
    if (epoch === null || epoch !== lookup.epoch) return;
    const invalidated = this.invalidatedAt.get(session.user.id);
    if (invalidated !== undefined && lookup.startedAt <= invalidated + this.quarantineMs) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...session, storedAt: this.now(), epoch });
  }

  /** Drops one session of a person, or all of them (no `sessionId`). */
  invalidate(userId: string, sessionId?: string): void {
    const now = this.now();
    this.invalidatedAt.set(userId, now);
    for (const [key, entry] of this.entries) {
      if (entry.user.id === userId && (sessionId === undefined || entry.sessionId === sessionId)) {
        this.entries.delete(key);
      }
    }
    // Marks older than any look-up that could still be stored are no longer needed.
    for (const [id, at] of this.invalidatedAt) {
      if (now - at > this.quarantineMs + this.ttlMs) this.invalidatedAt.delete(id);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}
