/** The client companies feature's public entry (decision 106): what the app's layout and routes may use. */
export { useActiveCompany } from "./api/my-companies";
export { CompanySwitcher } from "./components/company-switcher";
