import {
  AGENCY_SETTINGS_CHANGED,
  AGENCY_SETTINGS_DEFAULTS,
  type AgencySettings,
  agencySettingsSchema,
} from "@portal/shared/agency-settings";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { agencySettings } from "../../db/schema/index.ts";
import { MISSING_VERSION, withVersion } from "../../lib/preconditions.ts";
import type { EventBus } from "../../providers/events/event-bus.ts";

/** The settings row as read: the settings, who saved them last and a version that changes on every save. */
export interface AgencySettingsRecord {
  settings: AgencySettings;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** The row's version (its `ETag`, decision 084): `updated_at` in microseconds; "0" before the row exists. */
  version: string;
}

interface Watch {
  bus: EventBus;
  /** Raised on every invalidation: a read that began before it is not stored. */
  generation: number;
  entry?: { record: AgencySettingsRecord; epoch: number };
  unsubscribe: () => void;
}

/** Per database handle: the cached settings and the bus that invalidates them. */
const watches = new WeakMap<object, Watch>();

/**
 * Lets `getAgencySettings(db)` keep the settings in memory: every instance drops its copy when any
 * instance publishes `agency.settings.changed`, and while the bus may miss events (a listener
 * reconnecting) the copy is not used. Without a watch (the CLI, a script) every call reads the row.
 */
export function watchAgencySettings(db: Database, bus: EventBus): () => void {
  watches.get(db)?.unsubscribe();
  const watch: Watch = {
    bus,
    generation: 0,
    unsubscribe: bus.subscribe((event) => {
      if (event.type !== AGENCY_SETTINGS_CHANGED) return;
      watch.generation += 1;
      watch.entry = undefined;
    }),
  };
  watches.set(db, watch);
  return () => {
    watch.unsubscribe();
    if (watches.get(db) === watch) watches.delete(db);
  };
}

/** Drops this instance's copy at once (the saving instance does not wait for its own event). */
export function forgetAgencySettings(db: Database): void {
  const watch = watches.get(db);
  if (!watch) return;
  watch.generation += 1;
  watch.entry = undefined;
}

/** The agency's settings with their version, from memory when a watch keeps them fresh. */
export async function getAgencySettingsRecord(db: Database): Promise<AgencySettingsRecord> {
  const watch = watches.get(db);
  const epoch = watch?.bus.deliveryEpoch() ?? null;
  if (watch?.entry && epoch !== null && watch.entry.epoch === epoch) return watch.entry.record;
  const generation = watch?.generation;
  const record = await readAgencySettings(db);
  if (watch && epoch !== null && watch.generation === generation && watch.bus.deliveryEpoch() === epoch) {
    watch.entry = { record, epoch };
  }
  return record;
}

/** The agency's settings (the neutral defaults until the row exists). */
export async function getAgencySettings(db: Database): Promise<AgencySettings> {
  return (await getAgencySettingsRecord(db)).settings;
}

/** Reads the row, bypassing any cache (inside a transaction, with `forUpdate` to lock it). */
export async function readAgencySettings(
  db: Database | Transaction,
  options: { forUpdate?: boolean } = {},
): Promise<AgencySettingsRecord> {
  const query = db.select(withVersion(agencySettings)).from(agencySettings).where(eq(agencySettings.id, 1));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) return { settings: AGENCY_SETTINGS_DEFAULTS, updatedAt: null, updatedBy: null, version: MISSING_VERSION };
  const stored = {
    identity: row.identity,
    contact: row.contact,
    landing: row.landing,
    invoicing: row.invoicing,
    premium: row.premium,
    region: row.region,
    security: row.security,
  };
  // Written only through the schema; a group an older version stored incomplete falls back to its defaults.
  const parsed = agencySettingsSchema.safeParse(stored);
  const settings = parsed.success ? parsed.data : repairSettings(stored);
  return { settings, updatedAt: row.updatedAt, updatedBy: row.updatedBy, version: row.version };
}

function repairSettings(stored: Record<keyof AgencySettings, unknown>): AgencySettings {
  const shape = agencySettingsSchema.shape;
  const result = { ...AGENCY_SETTINGS_DEFAULTS };
  for (const group of Object.keys(shape) as Array<keyof AgencySettings>) {
    const parsed = shape[group].safeParse(stored[group]);
    if (parsed.success) (result as Record<string, unknown>)[group] = parsed.data;
  }
  return result;
}

/**
 * Writes the row the first time (start-up, the set-up, the CLI) with `initial`; leaves an
 * existing row alone. Safe when several instances start at once.
 */
export async function ensureAgencySettings(db: Database | Transaction, initial: AgencySettings): Promise<void> {
  const valid = agencySettingsSchema.parse(initial);
  await db
    .insert(agencySettings)
    .values({ id: 1, ...valid })
    .onConflictDoNothing({ target: agencySettings.id });
}
