import {
  AGENCY_SETTINGS_CHANGED,
  AGENCY_SETTINGS_GROUP_SCHEMAS,
  type AgencySettings,
  type AgencySettingsGroup,
  brandColourProblem,
} from "@portal/shared/agency-settings";
import type { AuditValues } from "@portal/shared/audit-contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { agencySettings } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkPrecondition, nextVersion, type Precondition, versionOf } from "../../lib/preconditions.ts";
import type { EventBus } from "../../providers/events/event-bus.ts";
import { type AuditActor, changedFields, recordAudit } from "../audit/index.ts";
import { type AgencySettingsRecord, forgetAgencySettings, readAgencySettings } from "./settings-read-service.ts";

/** A save of some groups; each is validated by its shared schema. */
export type AgencySettingsChange = { [G in AgencySettingsGroup]?: AgencySettings[G] };

/** A change, or how to make it from the settings as they are under the row's lock. */
type ChangeOf = AgencySettingsChange | ((current: AgencySettings) => AgencySettingsChange);

/**
 * Saves groups of the agency settings: validates each with its shared schema, writes the row
 * (created from the current values if missing), records one audit entry with the fields that
 * changed before and after, and tells every instance and every open page. With a precondition,
 * only while the row is still at the version its `If-Match` names (decision 084).
 */
export async function updateAgencySettings(
  deps: Pick<AppDeps, "db" | "providers">,
  actor: AuditActor | null,
  change: ChangeOf,
  precondition?: Precondition,
): Promise<AgencySettingsRecord> {
  const record = await deps.db.transaction((tx) => writeAgencySettings(tx, actor, change, precondition));
  await announceAgencySettingsChanged(deps.db, deps.providers.events);
  return record;
}

/**
 * The admin screen's save of one group: the fields sent over the group as it is under the lock
 * (a screen sends only what the person changed). The logo has its own routes, so an identity save
 * keeps the logo the row has then, even one uploaded while the form was open.
 */
export async function saveAgencySettingsGroup(
  deps: Pick<AppDeps, "db" | "providers">,
  actor: AuditActor,
  group: AgencySettingsGroup,
  body: Record<string, unknown>,
  precondition?: Precondition,
): Promise<AgencySettingsRecord> {
  return updateAgencySettings(
    deps,
    actor,
    (current) => {
      const merged = { ...current[group], ...body };
      if (group !== "identity") return { [group]: merged };
      const { logoFileId, iconFileId } = current.identity;
      return { identity: { ...merged, logoFileId, iconFileId } as AgencySettings["identity"] };
    },
    precondition,
  );
}

/** Checks each group of a change against its schema; 400 `invalid_request` naming the first problem. */
function validateChange(change: AgencySettingsChange): AgencySettingsChange {
  const result: Record<string, unknown> = {};
  for (const [group, value] of Object.entries(change)) {
    const schema = AGENCY_SETTINGS_GROUP_SCHEMAS[group as AgencySettingsGroup];
    if (!schema) throw new AppError("invalid_request", `Unknown settings group "${group}".`);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = `${group}.${issue?.path.join(".")}`;
      if (issue?.message === "colourContrast") {
        const colour = (value as { brandColour?: string }).brandColour ?? "";
        throw new AppError("brand_colour_contrast", `${colour} is below 4.5:1 against white.`, {
          field,
          ...brandColourProblem(colour.toLowerCase()),
        });
      }
      throw new AppError("invalid_request", `${field}: ${issue?.message}`, { field, reason: issue?.message });
    }
    result[group] = parsed.data;
  }
  return result as AgencySettingsChange;
}

/** The write itself, inside the caller's transaction (the set-up uses it too), under the row's lock. */
export async function writeAgencySettings(
  tx: Transaction,
  actor: AuditActor | null,
  change: ChangeOf,
  precondition?: Precondition,
): Promise<AgencySettingsRecord> {
  const current = await readAgencySettings(tx, { forUpdate: true });
  await checkPrecondition(tx, precondition, current);
  const valid = validateChange(typeof change === "function" ? change(current.settings) : change);
  const next: AgencySettings = { ...current.settings, ...valid };
  const updatedBy = actor?.id ?? null;
  const [row] = await tx
    .insert(agencySettings)
    .values({ id: 1, ...next, updatedBy })
    .onConflictDoUpdate({
      target: agencySettings.id,
      set: { ...valid, updatedBy, updatedAt: nextVersion(agencySettings.updatedAt) },
    })
    .returning({ updatedAt: agencySettings.updatedAt, version: versionOf(agencySettings.updatedAt) });
  const diff = changedFields(flatten(current.settings), flatten(next));
  if (Object.keys(diff.after).length > 0) {
    await recordAudit(tx, {
      kind: "agency_settings_changed",
      actor,
      targetLabel: next.identity.name,
      before: diff.before,
      after: diff.after,
    });
  }
  return { settings: next, updatedAt: row.updatedAt, updatedBy, version: row.version };
}

/** After a save: this instance forgets its copy, every other one hears the event, open pages refetch. */
export async function announceAgencySettingsChanged(db: Database, bus: EventBus): Promise<void> {
  forgetAgencySettings(db);
  await bus.publish({ type: AGENCY_SETTINGS_CHANGED, audience: "everyone" });
}

/**
 * The settings as the audit trail keeps them: one field per leaf (`identity.name`,
 * `contact.supportHours.mon`), lists as JSON text.
 */
function flatten(settings: AgencySettings): AuditValues {
  const out: AuditValues = {};
  const walk = (value: unknown, key: string) => {
    if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      out[key] = value;
    } else if (Array.isArray(value)) {
      out[key] = JSON.stringify(value);
    } else if (typeof value === "object") {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, key ? `${key}.${k}` : k);
    }
  };
  walk(settings, "");
  return out;
}
