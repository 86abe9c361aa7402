import { annotationPercent, formatPercent } from "@portal/shared/annotation-position";
import type { Annotation } from "@portal/shared/annotations";
import { VIEW_MODES } from "@portal/shared/constants";
import type { TFunction } from "i18next";
import { Crosshair, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";

export function positionText(a: Annotation): string {
  const pct = annotationPercent(a);
  return `${formatPercent(pct.x)}, ${formatPercent(pct.y)}`;
}

/** "Made in the desktop view, 1265 px wide": which view a comment was made in, and the page's width then. */
export function viewText(t: TFunction<"revisions">, a: Annotation): string {
  const width = a.viewportWidth ? Math.round(a.viewportWidth) : null;
  if (a.mode === "desktop") return width ? t("madeInDesktop", { width }) : t("madeInDesktopNoWidth");
  return width ? t("madeInMobile", { width }) : t("madeInMobileNoWidth");
}

/** "Desktop: 2 · Mobile: 1 · Total: 3". */
export function CommentCounts({ comments }: { comments: Annotation[] }) {
  const { t } = useTranslation("revisions");
  return (
    <p className="text-sm text-slate-600" data-testid="comment-counts">
      {VIEW_MODES.map((mode) => t("modeCount", { mode: t(mode), count: comments.filter((c) => c.mode === mode).length })).join(
        " · ",
      )}
      {" · "}
      {t("totalCount", { count: comments.length })}
    </p>
  );
}

export interface CommentListProps<T extends Annotation = Annotation> {
  comments: T[];
  /** Each comment's number (its pin's); by default its place in the list. */
  numbers?: number[];
  onEdit?: (id: string, comment: string) => void;
  onDelete?: (id: string) => void;
  /** Shows the comment's pin on the demo (its page, scrolled to it). */
  onSelect?: (comment: T) => void;
  /** More about a comment, under its text (the admin's screenshot and context). */
  renderExtra?: (comment: T, number: number) => ReactNode;
}

/** Numbered comments with their view mode and position; editable when handlers are given. */
export function CommentList<T extends Annotation>({ comments, numbers, ...handlers }: CommentListProps<T>) {
  const { t } = useTranslation("revisions");
  if (comments.length === 0) return null;
  return (
    <ol className="flex flex-col gap-2">
      {comments.map((c, index) => {
        const number = numbers?.[index] ?? index + 1;
        return <CommentItem key={c.id} number={number} comment={c} editLabel={t("editComment", { number })} {...handlers} />;
      })}
    </ol>
  );
}

function CommentItem<T extends Annotation>({
  number,
  comment,
  onEdit,
  onDelete,
  onSelect,
  renderExtra,
  editLabel,
}: { number: number; comment: T; editLabel: string } & Omit<CommentListProps<T>, "comments" | "numbers">) {
  const { t } = useTranslation("revisions");
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.comment);
  const id = `comment-edit-${comment.id}`;
  return (
    <li className="flex gap-3 rounded-md border border-slate-200 bg-white p-3 text-sm">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        {editing ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={id} className="sr-only">
              {editLabel}
            </label>
            <Textarea id={id} value={text} onChange={(e) => setText(e.target.value)} className="min-h-16" />
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={!text.trim()}
                onClick={() => {
                  onEdit?.(comment.id, text.trim());
                  setEditing(false);
                }}
              >
                {t("saveComment")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setText(comment.comment);
                  setEditing(false);
                }}
              >
                {t("cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <p dir="auto" className="break-words">
            {comment.comment}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-500">
          {viewText(t, comment)} · {t("position", { position: positionText(comment) })}
        </p>
        {renderExtra?.(comment, number)}
      </div>
      {!editing && onSelect && (
        <Button
          size="icon"
          variant="ghost"
          className="size-8 shrink-0"
          aria-label={t("showOnSite", { number })}
          onClick={() => onSelect(comment)}
        >
          <Crosshair aria-hidden="true" />
        </Button>
      )}
      {!editing && (onEdit || onDelete) && (
        <div className="flex shrink-0 gap-1">
          {onEdit && (
            <Button size="icon" variant="ghost" className="size-8" aria-label={editLabel} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
            </Button>
          )}
          {onDelete && (
            <Button
              size="icon"
              variant="ghost"
              className="size-8 text-red-700"
              aria-label={t("deleteComment", { number })}
              onClick={() => onDelete(comment.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
