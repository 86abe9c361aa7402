import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Previous / Next through a revision's comments, with "Comment n of m". */
export function CommentNavigator({
  count,
  index,
  onChange,
}: {
  count: number;
  /** The comment shown, or null before the first is chosen. */
  index: number | null;
  onChange: (index: number) => void;
}) {
  const { t } = useTranslation("revisions");
  if (count === 0) return null;
  return (
    <nav aria-label={t("workflow.walkThrough")} className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" disabled={index === null || index === 0} onClick={() => onChange((index ?? 0) - 1)}>
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        {t("workflow.previous")}
      </Button>
      <span className="min-w-32 text-center text-sm text-slate-700" aria-live="polite" data-testid="comment-position">
        {index === null ? null : t("workflow.position", { number: index + 1, count })}
      </span>
      <Button size="sm" variant="outline" disabled={index === count - 1} onClick={() => onChange(index === null ? 0 : index + 1)}>
        {t("workflow.next")}
        <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
