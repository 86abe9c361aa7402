import { dueText } from "@portal/shared/purchase-rules";
import type { Purchase } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const TONES = { red: "text-red-700", yellow: "text-amber-700", green: "text-green-700" } as const;

/** "N days left", "Due today" or "N days overdue", coloured by how close the target date is. */
export function DueText({ purchase, now }: { purchase: Purchase; now: Date }) {
  const { t } = useTranslation("store");
  const due = dueText(purchase, now);
  if (!due) return null;
  const text = due.kind === "dueToday" ? t("purchases.dueToday") : t(`purchases.${due.kind}`, { count: due.days });
  return <p className={cn("text-sm font-medium", TONES[due.tone])}>{text}</p>;
}
