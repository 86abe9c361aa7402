import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const TONES = { pending: "yellow", in_progress: "blue", ready: "green" } as const;

/** pending yellow, in_progress blue, ready green; anything else "Unknown". */
export function ProjectStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation("projects");
  const known = status && status in TONES ? (status as keyof typeof TONES) : null;
  return <Badge tone={known ? TONES[known] : "gray"}>{known ? t(`status.${known}`) : t("status.unknown")}</Badge>;
}
