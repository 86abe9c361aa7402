import { FEATURE_SORT, type Feature } from "@portal/shared/store-contracts";
import { type ReactNode, useDeferredValue, useId } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Pager } from "@/components/ui/pager";
import { SearchInput } from "@/components/ui/search-input";
import { SortMenu } from "@/components/ui/sort-menu";
import { Spinner } from "@/components/ui/spinner";
import { listSort, sortDefaults } from "@/lib/hooks/use-list-sort";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useFeatures } from "../api/get-features";
import { FeatureCard } from "./feature-card";

/** Search box and the grid of feature cards, with the actions each viewer may take. */
export function FeatureCatalogue({
  renderActions,
  emptyText,
}: {
  renderActions: (feature: Feature) => ReactNode;
  emptyText: string;
}) {
  const { t } = useTranslation("store");
  const id = useId();
  const compact = useIsMobile();
  const [url, setUrl] = useUrlState({ search: "", page: "1", ...sortDefaults(FEATURE_SORT) });
  const sort = listSort(FEATURE_SORT, url, setUrl);
  const search = useDeferredValue(url.search.trim());
  const features = useFeatures(search, pageParam(url.page), sort.order);

  if (features.isLoading) return <Spinner label={t("common:loading")} />;
  if (features.isError || !features.data) return <ErrorBox>{t("admin.loadFailed")}</ErrorBox>;
  const { data } = features;
  const shown = data.features;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-md">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t("search")}
          </label>
          <SearchInput
            id={`${id}-search`}
            value={url.search}
            onChange={(e) => setUrl({ search: e.target.value, page: "1" }, { replace: true })}
            placeholder={t("searchPlaceholder")}
          />
        </div>
        <SortMenu sort={sort} options={FEATURE_SORT.keys.map((column) => ({ column, label: t(`sort.${column}`) }))} />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {data.overall === 0 ? emptyText : t("noMatches")}
        </p>
      ) : (
        <div className={compact ? "flex flex-col gap-3" : "grid gap-6 sm:grid-cols-2 xl:grid-cols-3"}>
          {shown.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} compact={compact} actions={renderActions(feature)} />
          ))}
        </div>
      )}
      {data.total > 0 && (
        <Pager info={data} shown={shown.length} onPage={(page) => setUrl({ page: String(page) })} listName={t("title")} />
      )}
    </div>
  );
}
