import type { ClientRight, CompanyMembership } from "@portal/shared/company-contracts";

/** What a client page asks of the person in their company: a right, any one of several, or being its owner. */
export type ClientAccess = ClientRight | readonly ClientRight[] | "owner";

/**
 * Whether the owner, or a colleague with these rights, may use what asks `access` (decisions 106
 * and 115). A courtesy: the server's `clientRoute(access)` is what refuses.
 */
export function companyAllows(access: ClientAccess | undefined, company: CompanyMembership): boolean {
  if (!access || company.owner) return true;
  if (access === "owner") return false;
  return (typeof access === "string" ? [access] : access).some((right) => company.rights[right]);
}
