import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** Lines shown of a long message before "Show more". */
const FOLDED_LINES = 6;
/** About this many characters fill the folded lines in a dialog; longer text folds. */
const FOLD_AFTER_CHARACTERS = 480;

/** Whether a text is long enough to fold (by its own lines, or by its length on wrapped lines). */
function isLongText(text: string): boolean {
  return text.split("\n").length > FOLDED_LINES || text.length > FOLD_AFTER_CHARACTERS;
}

/**
 * A person's message in its own direction, folded after a few lines with "Show more" when long,
 * so one long message does not push the rest of the conversation out of sight.
 */
export function FoldedText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = isLongText(text);
  return (
    <>
      <p id={id} dir="auto" className={cn("whitespace-pre-wrap break-words", long && !open && "line-clamp-6", className)}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
          className="mt-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {open ? t("showLess") : t("showMore")}
        </button>
      )}
    </>
  );
}
