import type { EventBus } from "../providers/events/event-bus.ts";
import { SESSION_INVALIDATED } from "./session-events.ts";

/** Published when a person's companies, rights or session company changed (decision 121). */
const COMPANIES_CHANGED = "companies.changed";

/** What is kept per session: the companies of a person (`PersonCompanies` of company-scope.ts). */
interface Companies {
  companies: readonly { accountId: string }[];
}

interface Entry<T extends Companies> {
  personId: string;
  companies: T;
  storedAt: number;
  /** The bus's delivery epoch when stored: a reconnect may have missed invalidations since. */
  epoch: number;
}

interface Lookup {
  startedAt: number;
  epoch: number | null;
}

export interface CompanyCacheOptions {
  ttlMs: number;
  /** After an invalidation of a person or a company, no look-up of it is stored for this long. */
  quarantineMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The companies each signed-in client acts in, per session, kept in process for the session
 * cache's lifetime so a client route does not read them on every request (decision 121). Every
 * instance hears `companies.changed` (a membership added, rights changed, a colleague removed, a
 * session switching company, a company's profile edited) and `session.invalidated` over the event
 * bus and drops the person's entries and every entry naming the company; a look-up under way when
 * one arrived is not stored; while the bus cannot promise delivery nothing is served.
 */
export class CompanyCache<T extends Companies> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly invalidatedAt = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly quarantineMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    options: CompanyCacheOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.quarantineMs = options.quarantineMs ?? 2_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.unsubscribe = bus.subscribe((event) => {
      if (event.type === COMPANIES_CHANGED) this.invalidate(event.audience, event.data.accountId);
      else if (event.type === SESSION_INVALIDATED) this.invalidate(event.audience);
    });
  }

  /** The person's companies as their session sees them, if still trustworthy. */
  get(personId: string, sessionId: string | null): T | undefined {
    const epoch = this.bus.deliveryEpoch();
    if (epoch === null) {
      this.entries.clear();
      return undefined;
    }
    const key = keyOf(personId, sessionId);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.epoch !== epoch || this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.companies;
  }

  /** A token to pass to `set` for a look-up that starts now. */
  begin(): Lookup {
    return { startedAt: this.now(), epoch: this.bus.deliveryEpoch() };
  }

  /** Stores a look-up's result unless an invalidation or a reconnect may have raced it. */
  set(personId: string, sessionId: string | null, companies: T, lookup: Lookup): void {
    const epoch = this.bus.deliveryEpoch();
    if (epoch === null || epoch !== lookup.epoch) return;
    const ids = [personId, ...companies.companies.map((c) => c.accountId)];
    for (const id of ids) {
      const at = this.invalidatedAt.get(id);
      if (at !== undefined && lookup.startedAt <= at + this.quarantineMs) return;
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(keyOf(personId, sessionId), { personId, companies, storedAt: this.now(), epoch });
  }

  /** Drops every entry of the person, and (`accountId`) every entry naming that company. */
  invalidate(personId: string, accountId?: string): void {
    const now = this.now();
    this.invalidatedAt.set(personId, now);
    if (accountId) this.invalidatedAt.set(accountId, now);
    for (const [key, entry] of this.entries) {
      if (entry.personId === personId || (accountId && entry.companies.companies.some((c) => c.accountId === accountId))) {
        this.entries.delete(key);
      }
    }
    for (const [id, at] of this.invalidatedAt) {
      if (now - at > this.quarantineMs + this.ttlMs) this.invalidatedAt.delete(id);
    }
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}

function keyOf(personId: string, sessionId: string | null): string {
  return `${personId} ${sessionId ?? ""}`;
}

/**
 * Tells every instance that a person's companies changed (a membership, their rights, their
 * session's company) or that a company did (`accountId`: its people's entries go too).
 */
export async function publishCompaniesChanged(bus: EventBus, personId: string, accountId: string): Promise<void> {
  await bus.publish({ type: COMPANIES_CHANGED, audience: personId, data: { accountId } });
}
