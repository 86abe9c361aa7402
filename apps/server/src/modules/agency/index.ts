/** The agency module's public entry: the agency's settings for every other module, the seed and tests. */
export { adminExists } from "./admin-exists-service.ts";
export { createAdmin } from "./admin-service.ts";
export { type FirstRunEnv, firstRunAgencySettings } from "./first-run-defaults.ts";
export { firstRunRedirect } from "./first-run-redirect.ts";
export {
  type AgencySettingsRecord,
  ensureAgencySettings,
  getAgencySettings,
  getAgencySettingsRecord,
  readAgencySettings,
  watchAgencySettings,
} from "./settings-read-service.ts";
export {
  type AgencySettingsChange,
  announceAgencySettingsChanged,
  updateAgencySettings,
  writeAgencySettings,
} from "./settings-service.ts";
export { prepareSetupCode, removeSetupCodeFile } from "./setup-code.ts";
