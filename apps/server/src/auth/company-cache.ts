import type { EventBus } from "../providers/events/event-bus.ts";
import { BusGuardedCache, type BusGuardedCacheOptions, type Lookup } from "./bus-guarded-cache.ts";
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
  private readonly cache: BusGuardedCache<Entry<T>>;
  private readonly unsubscribe: () => void;

  constructor(bus: EventBus, options: BusGuardedCacheOptions) {
    this.cache = new BusGuardedCache(bus, options);
    this.unsubscribe = bus.subscribe((event) => {
      if (event.type === COMPANIES_CHANGED) this.invalidate(event.audience, event.data.accountId);
      else if (event.type === SESSION_INVALIDATED) this.invalidate(event.audience);
    });
  }

  /** The person's companies as their session sees them, if still trustworthy. */
  get(personId: string, sessionId: string | null): T | undefined {
    return this.cache.get(keyOf(personId, sessionId))?.companies;
  }

  /** A token to pass to `set` for a look-up that starts now. */
  begin(): Lookup {
    return this.cache.begin();
  }

  /** Stores a look-up's result unless an invalidation (of the person or a company) or a reconnect may have raced it. */
  set(personId: string, sessionId: string | null, companies: T, lookup: Lookup): void {
    const ids = [personId, ...companies.companies.map((c) => c.accountId)];
    this.cache.set(keyOf(personId, sessionId), { personId, companies }, ids, lookup);
  }

  /** Drops every entry of the person, and (`accountId`) every entry naming that company. */
  invalidate(personId: string, accountId?: string): void {
    this.cache.invalidate(
      accountId ? [personId, accountId] : [personId],
      (e) => e.personId === personId || (accountId !== undefined && e.companies.companies.some((c) => c.accountId === accountId)),
    );
  }

  close(): void {
    this.unsubscribe();
    this.cache.clear();
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
