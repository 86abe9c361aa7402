/** The devices feature's public entry: "Your devices" for the settings pages, "End all sessions" and "Reset second factor" for the admin user page. */
export { DevicesCard } from "./components/devices-card";
export { EndSessionsButton } from "./components/end-sessions-button";
export { PersonPasskeysCard } from "./components/person-passkeys-card";
export { ResetSecondFactorButton } from "./components/reset-second-factor-button";
