/** The agency module's public entry: the agency's settings for every other module, the seed and tests. */
export { createAdmin } from "./admin-service.ts";
export { type FirstRunEnv, firstRunAgencySettings } from "./first-run-defaults.ts";
export { firstRunRedirect } from "./first-run-redirect.ts";
/** @public With its version (a cache key for prerendered pages and icons), for the brand's consumers. */
export {
  type AgencySettingsRecord,
  ensureAgencySettings,
  getAgencySettings,
  getAgencySettingsRecord,
  watchAgencySettings,
} from "./settings-read-service.ts";
/** @public Saves groups of the settings from other modules (audited, announced to every instance). */
export { type AgencySettingsChange, updateAgencySettings } from "./settings-service.ts";
export { prepareSetupCode, removeSetupCodeFile } from "./setup-code.ts";
