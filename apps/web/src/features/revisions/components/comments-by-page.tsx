import type { Annotation } from "@portal/shared/annotations";
import { groupByPage, pinPage } from "@portal/shared/demo-pages";
import { useTranslation } from "react-i18next";
import { CommentList, type CommentListProps } from "./comment-list";

/**
 * The comments grouped by the demo page their pins belong to, each group under the page's path,
 * every comment keeping its pin's number.
 */
export function CommentsByPage<T extends Annotation>({
  demoUrl,
  comments,
  headingLevel: Heading = "h4",
  ...rest
}: {
  demoUrl: string | null;
  /** The page headings' level under the heading the list sits in. */
  headingLevel?: "h3" | "h4";
} & Omit<CommentListProps<T>, "numbers">) {
  const { t } = useTranslation("revisions");
  const groups = groupByPage(comments, (c) => (demoUrl ? pinPage(c.page, demoUrl) : "/"));
  if (groups.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <section key={group.page} aria-label={`${t("pageGroup")} ${group.page}`} className="flex flex-col gap-2">
          <Heading className="text-sm font-semibold text-slate-700">
            {t("pageGroup")} <bdi dir="ltr">{group.page}</bdi>
          </Heading>
          <CommentList comments={group.items.map((i) => i.item)} numbers={group.items.map((i) => i.index + 1)} {...rest} />
        </section>
      ))}
    </div>
  );
}
