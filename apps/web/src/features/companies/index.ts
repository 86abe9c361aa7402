/** The client companies feature's public entry (decisions 106, 114, 115): what the app's layout and routes may use. */
export { myCompaniesQueryOptions, useActiveCompany } from "./api/my-companies";
export { ClientTeamSection } from "./components/client-team-section";
export { CompanyGate } from "./components/company-gate";
export { CompanySwitcher } from "./components/company-switcher";
export { type ClientAccess, companyAllows } from "./lib/company-access";
