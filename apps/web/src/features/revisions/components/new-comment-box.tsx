import { annotationPercent, formatPercent } from "@portal/shared/annotation-position";
import type { ViewMode } from "@portal/shared/constants";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import type { BridgeClick } from "./use-demo-bridge";

/** The comment box that a click on the demo opens. */
export function NewCommentBox({
  draft,
  onAdd,
  onCancel,
}: {
  draft: BridgeClick & { mode: ViewMode };
  onAdd: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("revisions");
  const [text, setText] = useState("");
  const id = useId();
  const pct = annotationPercent(draft);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand-600 bg-brand-50 p-3">
      <label htmlFor={id} className="text-sm font-medium">
        {t("newCommentAt", {
          position: `${formatPercent(pct.x)}, ${formatPercent(pct.y)}`,
          mode: t(draft.mode),
        })}
      </label>
      <Textarea
        id={id}
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("commentPlaceholder")}
        className="min-h-16 bg-white"
      />
      <div className="flex gap-2">
        <Button size="sm" disabled={!text.trim()} onClick={() => onAdd(text.trim())}>
          {t("addComment")}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}
