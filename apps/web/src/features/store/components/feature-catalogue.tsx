import type { Feature } from "@portal/shared/store-contracts";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { useFeatures } from "../api/get-features";
import { FeatureCard } from "./feature-card";
import { filterFeatures } from "./filter-features";

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
  const [query, setQuery] = useState("");
  const features = useFeatures();

  if (features.isLoading) return <Spinner label={t("common:loading")} />;
  if (features.isError) return <ErrorBox>{t("admin.loadFailed")}</ErrorBox>;
  const all = features.data ?? [];
  const shown = filterFeatures(all, query);

  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-md">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t("search")}
        </label>
        <SearchInput
          id={`${id}-search`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("searchPlaceholder")}
        />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {all.length === 0 ? emptyText : t("noMatches")}
        </p>
      ) : (
        <div className={compact ? "flex flex-col gap-3" : "grid gap-6 sm:grid-cols-2 xl:grid-cols-3"}>
          {shown.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} compact={compact} actions={renderActions(feature)} />
          ))}
        </div>
      )}
    </div>
  );
}
