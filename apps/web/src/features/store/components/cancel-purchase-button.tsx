import type { Purchase } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { useCancelPurchase } from "@/features/billing";
import { bidiText } from "@/lib/bidi-text";
import { toast } from "@/lib/toast";
import { storeKeys } from "../api/query-keys";

/** Cancels a monthly purchase at the end of its billing cycle, after a confirmation. */
export function CancelPurchaseButton({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation("store");
  const [open, setOpen] = useState(false);
  const cancel = useCancelPurchase();
  const queryClient = useQueryClient();

  const confirm = () =>
    cancel.mutate(purchase.id, {
      // The server's message is the English text; the person reads it in their language (decision 023).
      onSuccess: () => {
        toast.success(t("purchases.cancelledTitle"), { description: t("purchases.cancelledDefault") });
        setOpen(false);
      },
      onError: () => toast.error(t("common:error"), { description: t("purchases.cancelFailed") }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.purchases() }),
    });

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="text-red-700">
        {t("purchases.cancelSubscription")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t("purchases.cancelConfirmTitle")}</DialogTitle>
          <DialogDescription>
            {bidiText((v) => t("purchases.cancelConfirmDescription", v), { name: purchase.featureName })}
          </DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t("purchases.keep")}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? t("purchases.cancelling") : t("purchases.cancelSubscription")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
