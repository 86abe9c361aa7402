/** The client companies feature's public entry (decisions 106, 114): what the app's layout and routes may use. */
export { useActiveCompany } from "./api/my-companies";
export { ClientTeamSection } from "./components/client-team-section";
export { CompanySwitcher } from "./components/company-switcher";
