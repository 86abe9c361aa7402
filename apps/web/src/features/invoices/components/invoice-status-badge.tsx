import type { InvoiceStatus } from "@portal/shared/constants";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const TONES = { pending: "yellow", paid: "green", overdue: "red" } as const;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation("invoices");
  return <Badge tone={TONES[status] ?? "gray"}>{t(`status.${status}`)}</Badge>;
}
