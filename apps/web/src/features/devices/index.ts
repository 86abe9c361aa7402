/** The devices feature's public entry: "Your devices" for the settings pages, "End all sessions" for the admin user page. */
export { DevicesCard } from "./components/devices-card";
export { EndSessionsButton } from "./components/end-sessions-button";
