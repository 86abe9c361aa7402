import type { TicketStatus } from "@portal/shared/constants";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const TONES: Record<TicketStatus, BadgeProps["tone"]> = {
  new: "blue",
  in_progress: "yellow",
  resolved: "green",
  closed: "gray",
  archived: "purple",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation("support");
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
