import type { Feature } from "@portal/shared/store-contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useStoreSettings } from "../api/get-store-settings";
import { ComingSoonOverlay } from "../components/coming-soon-overlay";
import { FeatureCatalogue } from "../components/feature-catalogue";
import { FeatureDetailsDialog } from "../components/feature-details-dialog";
import { MyPurchases } from "../components/my-purchases";
import { PurchaseButton } from "../components/purchase-button";

type Tab = "available" | "purchases";

/** The client's Feature Store: the catalogue and My Purchases, behind Coming Soon while closed. */
export function StorePage() {
  const { t } = useTranslation("store");
  const settings = useStoreSettings();
  const [tab, setTab] = useState<Tab>("available");
  const [details, setDetails] = useState<Feature | null>(null);

  if (settings.isLoading) return <Spinner label={t("common:loading")} />;
  // A failed settings read is treated like a closed store.
  if (!settings.data?.storeOpen) return <ComingSoonOverlay />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="available">{t("tabs.available")}</TabsTrigger>
          <TabsTrigger value="purchases">{t("tabs.purchases")}</TabsTrigger>
        </TabsList>
        <TabsContent value="available">
          <FeatureCatalogue
            emptyText={t("noFeatures")}
            renderActions={(feature) => (
              <>
                <Button variant="outline" onClick={() => setDetails(feature)}>
                  {t("viewDetails")}
                </Button>
                <PurchaseButton feature={feature} />
              </>
            )}
          />
        </TabsContent>
        <TabsContent value="purchases">
          <MyPurchases onBrowse={() => setTab("available")} />
        </TabsContent>
      </Tabs>
      <FeatureDetailsDialog
        feature={details}
        onOpenChange={(open) => !open && setDetails(null)}
        action={details && <PurchaseButton feature={details} />}
      />
    </div>
  );
}
