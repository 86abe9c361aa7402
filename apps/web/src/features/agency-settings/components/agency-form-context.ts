import type { AgencySettings, AgencySettingsGroup } from "@portal/shared/agency-settings";
import { createContext, useContext } from "react";
import type { LoadedAgencySettings } from "../api/get-agency";

/**
 * What the agency screen's forms were loaded from (decision 084): the settings shown and the ETag
 * a save sends as `If-Match`. A form reports whether it has unsaved changes, so another admin's
 * save is shown only while nobody is typing; a refused save reloads, or reloads and re-applies the
 * person's own changed fields.
 */
export interface AgencyForms {
  loaded: AgencySettings;
  etag: string | null;
  dirty(group: AgencySettingsGroup, isDirty: boolean): void;
  /** After this screen's own save (or logo change): the new ETag, without resetting other forms. */
  saved(settings: LoadedAgencySettings): void;
  reload(): Promise<void>;
  reapply<G extends AgencySettingsGroup>(group: G, mine: Partial<AgencySettings[G]>): Promise<void>;
}

export const AgencyFormsContext = createContext<AgencyForms | null>(null);

export function useAgencyForms(): AgencyForms {
  const forms = useContext(AgencyFormsContext);
  if (!forms) throw new Error("useAgencyForms outside the agency settings page");
  return forms;
}

/** The top-level fields of a group that differ from those it was loaded with. */
export function changedFields<T extends object>(value: T, loaded: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (JSON.stringify(value[key]) !== JSON.stringify(loaded[key])) changed[key] = value[key];
  }
  return changed;
}
