/** The client companies feature's public entry (decision 106): what the app's layout and routes may use. */
export { myCompaniesQueryOptions, useActiveCompany } from "./api/my-companies";
export { CompanyGate } from "./components/company-gate";
export { CompanySwitcher } from "./components/company-switcher";
export { type ClientAccess, companyAllows } from "./lib/company-access";
