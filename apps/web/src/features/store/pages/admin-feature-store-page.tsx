import type { Feature } from "@portal/shared/store-contracts";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { DeleteFeatureDialog } from "../components/delete-feature-dialog";
import { FeatureCatalogue } from "../components/feature-catalogue";
import { FeatureDetailsDialog } from "../components/feature-details-dialog";
import { FeatureFormDialog } from "../components/feature-form-dialog";
import { RecreatePriceButton } from "../components/recreate-price-button";
import { StoreOpenSwitch } from "../components/store-open-switch";

/** Feature Management: the catalogue with add, edit, price recreation and delete, and the store switch. */
export function AdminFeatureStorePage() {
  const { t } = useTranslation("store");
  const [details, setDetails] = useState<Feature | null>(null);
  const [editing, setEditing] = useState<{ feature: Feature | null } | null>(null);
  const [deleting, setDeleting] = useState<Feature | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={t("adminTitle")} subtitle={t("adminSubtitle")} />
        <Button onClick={() => setEditing({ feature: null })}>
          <Plus aria-hidden="true" />
          {t("admin.addFeature")}
        </Button>
      </div>
      <StoreOpenSwitch />
      <FeatureCatalogue
        emptyText={t("noFeaturesAdmin")}
        renderActions={(feature) => (
          <>
            <Button variant="outline" onClick={() => setDetails(feature)}>
              {t("viewDetails")}
            </Button>
            <Button
              variant="outline"
              onClick={() => setEditing({ feature })}
              aria-label={t("admin.editFeature", { title: feature.title })}
            >
              <Pencil aria-hidden="true" />
              {t("admin.edit")}
            </Button>
            <RecreatePriceButton feature={feature} />
            <Button
              variant="outline"
              size="icon"
              className="text-red-700"
              onClick={() => setDeleting(feature)}
              aria-label={t("admin.deleteFeature", { title: feature.title })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      />
      <FeatureDetailsDialog feature={details} onOpenChange={(open) => !open && setDetails(null)} />
      <FeatureFormDialog
        open={editing !== null}
        feature={editing?.feature ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteFeatureDialog feature={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
