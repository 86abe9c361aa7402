import { ArrowDown, ArrowUp } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { ListSort } from "@/lib/hooks/use-list-sort";

interface Props<K extends string> {
  sort: ListSort<K>;
  /** The columns to offer, with their labels. */
  options: { column: K; label: string }[];
  className?: string;
}

/** "Sort by" for lists shown as cards (and tables on narrow screens): a column and a direction. */
export function SortMenu<K extends string>({ sort, options, className }: Props<K>) {
  const { t } = useTranslation("lists");
  const id = useId();
  const ascending = sort.order.dir === "asc";
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Label htmlFor={id} className="whitespace-nowrap">
        {t("sortBy")}
      </Label>
      <NativeSelect
        id={id}
        className="w-auto"
        value={sort.order.sort}
        onChange={(e) => sort.setOrder({ sort: e.target.value as K, dir: sort.order.dir })}
      >
        {options.map((o) => (
          <option key={o.column} value={o.column}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="outline"
        size="icon"
        aria-label={t(ascending ? "ascending" : "descending")}
        onClick={() => sort.setOrder({ sort: sort.order.sort, dir: ascending ? "desc" : "asc" })}
      >
        {ascending ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
      </Button>
    </div>
  );
}
