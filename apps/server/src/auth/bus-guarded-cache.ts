import type { EventBus } from "../providers/events/event-bus.ts";

export interface BusGuardedCacheOptions {
  /** How long a looked-up value is trusted without asking the database again. */
  ttlMs: number;
  /** After an invalidation of an id, no look-up naming it is stored for this long. */
  quarantineMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** A look-up under way: when it started, and the bus's delivery epoch then. */
export interface Lookup {
  startedAt: number;
  epoch: number | null;
}

interface Stored<V> {
  value: V;
  storedAt: number;
  /** The bus's delivery epoch when stored: a reconnect may have missed invalidations since. */
  epoch: number;
}

/**
 * Look-ups kept in process only while the event bus promises to deliver what invalidates them
 * (decisions 025 and 121): an entry is served for `ttlMs` at most and never across a reconnect of
 * the bus; a look-up that began before an invalidation of an id it names (or within the quarantine
 * after one) is not stored; while the bus cannot promise delivery nothing is served. Which events
 * invalidate what is the caller's: it subscribes and calls `invalidate`.
 */
export class BusGuardedCache<V> {
  private readonly entries = new Map<string, Stored<V>>();
  private readonly invalidatedAt = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly quarantineMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly bus: EventBus,
    options: BusGuardedCacheOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.quarantineMs = options.quarantineMs ?? 2_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The value under `key` if still trustworthy (and, when given, `fresh` says it is still valid at `now`). */
  get(key: string, fresh: (value: V, now: number) => boolean = () => true): V | undefined {
    const epoch = this.bus.deliveryEpoch();
    if (epoch === null) {
      this.entries.clear();
      return undefined;
    }
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.epoch !== epoch || now - entry.storedAt >= this.ttlMs || !fresh(entry.value, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** A token to pass to `set` for a look-up that starts now. */
  begin(): Lookup {
    return { startedAt: this.now(), epoch: this.bus.deliveryEpoch() };
  }

  /** Stores a look-up's result unless a reconnect or an invalidation of one of `ids` may have raced it. */
  set(key: string, value: V, ids: readonly string[], lookup: Lookup): void {
    const epoch = this.bus.deliveryEpoch();
    if (epoch === null || epoch !== lookup.epoch) return;
    for (const id of ids) {
      const at = this.invalidatedAt.get(id);
      if (at !== undefined && lookup.startedAt <= at + this.quarantineMs) return;
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: this.now(), epoch });
  }

  /** Marks `ids` invalidated now and drops every entry `drops` picks. */
  invalidate(ids: readonly string[], drops: (value: V) => boolean): void {
    const now = this.now();
    for (const id of ids) this.invalidatedAt.set(id, now);
    for (const [key, entry] of this.entries) {
      if (drops(entry.value)) this.entries.delete(key);
    }
    // Marks older than any look-up that could still be stored are no longer needed.
    for (const [id, at] of this.invalidatedAt) {
      if (now - at > this.quarantineMs + this.ttlMs) this.invalidatedAt.delete(id);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
