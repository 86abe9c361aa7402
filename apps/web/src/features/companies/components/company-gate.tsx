import type { CompanyMembership } from "@portal/shared/company-contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { NotAllowedPanel } from "@/components/ui/not-allowed-panel";
import { Spinner } from "@/components/ui/spinner";
import { useMyCompanies } from "../api/my-companies";
import { type ClientAccess, companyAllows } from "../lib/company-access";

/**
 * A client page only for the company's owner or a colleague whose rights give `access` (decision
 * 115), as `RoleGate` is for agency roles. Anyone else reads a plain message saying so, or, with
 * `elsewhere`, is sent to the first page they may use (the client area's home they cannot use).
 */
export function CompanyGate({
  access,
  elsewhere,
  children,
}: {
  access: ClientAccess;
  elsewhere?: (company: CompanyMembership) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation("nav");
  const { data, isError } = useMyCompanies();
  const company = data?.companies.find((c) => c.accountId === data.activeAccountId);
  // Unknown companies: the page asks the server, whose refusal is the rule anyway.
  if (isError) return children;
  if (!company) return <Spinner label={t("common:loading")} />;
  if (companyAllows(access, company)) return children;
  if (elsewhere) return <Navigate to={elsewhere(company)} replace />;
  return <NotAllowedPanel title={t("notForYourRights")} detail={t("notForYourRightsDetail")} />;
}
