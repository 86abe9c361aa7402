import type { MilestoneState } from "@portal/shared/milestone-contracts";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const TONES: Record<MilestoneState, BadgeProps["tone"]> = {
  upcoming: "gray",
  in_progress: "blue",
  awaiting_approval: "yellow",
  changes_requested: "red",
  approved: "green",
};

export function MilestoneStateBadge({ state }: { state: MilestoneState }) {
  const { t } = useTranslation("milestones");
  return <Badge tone={TONES[state]}>{t(`state.${state}`)}</Badge>;
}
