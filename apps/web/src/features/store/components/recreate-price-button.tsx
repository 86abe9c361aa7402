import type { Feature } from "@portal/shared/store-contracts";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { bidiText } from "@/lib/bidi-text";
import { toast } from "@/lib/toast";
import { useRecreateFeaturePrice } from "../api/recreate-feature-price";

/**
 * Makes the feature's provider price again (for example after a failed save), after a
 * confirmation: new checkouts use the new price from then on.
 */
export function RecreatePriceButton({ feature }: { feature: Feature }) {
  const { t } = useTranslation("store");
  const recreate = useRecreateFeaturePrice();
  const [open, setOpen] = useState(false);
  const run = () => {
    setOpen(false);
    recreate.mutate(feature.id, {
      onSuccess: () => toast.success(t("admin.recreateSuccessTitle"), { description: t("admin.recreateSuccess") }),
      onError: () => toast.error(t("admin.recreateFailedTitle"), { description: t("admin.recreateFailed") }),
    });
  };
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        onClick={() => setOpen(true)}
        disabled={recreate.isPending}
        aria-label={t("admin.recreatePriceFor", { title: feature.title })}
        title={feature.providerPriceId ? t("admin.recreatePrice") : t("admin.noPrice")}
        className={feature.providerPriceId ? undefined : "border-amber-400 text-amber-700"}
      >
        <RefreshCw className={recreate.isPending ? "animate-spin" : undefined} aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("admin.recreateConfirmTitle")}
        description={bidiText((v) => t("admin.recreateConfirmDescription", v), { title: feature.title })}
        confirmLabel={t("admin.recreateConfirm")}
        busy={recreate.isPending}
        onConfirm={run}
      />
    </>
  );
}
