/** The agency module's public entry: the agency's settings for every other module, the seed and tests. */
export { adminExists } from "./admin-exists.ts";
export { type FirstRunEnv, firstRunAgencySettings } from "./first-run-defaults.ts";
export {
  type AgencySettingsChange,
  announceAgencySettingsChanged,
  updateAgencySettings,
  writeAgencySettings,
} from "./settings-service.ts";
export {
  type AgencySettingsRecord,
  ensureAgencySettings,
  getAgencySettings,
  getAgencySettingsRecord,
  readAgencySettings,
  watchAgencySettings,
} from "./settings-store.ts";
export { prepareSetupCode } from "./setup-code.ts";
