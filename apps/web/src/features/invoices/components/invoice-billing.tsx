import type { InvoiceSummary } from "@portal/shared/invoice-contracts";
import { useTranslation } from "react-i18next";

/** How an invoice is billed; a manual invoice has no billing type and says so, instead of a bare "—". */
export function InvoiceBilling({ billingType }: { billingType: InvoiceSummary["billingType"] }) {
  const { t } = useTranslation("invoices");
  if (!billingType) return <span className="text-slate-500">{t("billing.none")}</span>;
  return <>{t(`billing.${billingType}`)}</>;
}
