import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const TONES = { pending: "yellow", in_progress: "blue", done: "green" } as const;

/** The client calls done "Completed"; admins "Done". Unknown values read "Unknown". */
export function RevisionStatusBadge({ status, audience = "client" }: { status: string; audience?: "client" | "admin" }) {
  const { t } = useTranslation("revisions");
  const known = status in TONES ? (status as keyof typeof TONES) : null;
  if (!known) return <Badge tone="gray">{t("status.unknown")}</Badge>;
  const label = known === "done" ? t(audience === "admin" ? "status.done" : "status.completed") : t(`status.${known}`);
  return <Badge tone={TONES[known]}>{label}</Badge>;
}
