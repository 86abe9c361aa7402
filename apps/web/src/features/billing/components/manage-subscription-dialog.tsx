import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useCancelPremium } from "../api/cancel-premium";
import { useSubscription } from "../api/get-subscription";
import { formatSubscriptionDate } from "../format-subscription-date";

/** Plan, next billing (or expiry once cancelled) and status, with cancel at period end. */
export function ManageSubscriptionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("billing");
  const subscription = useSubscription();
  const cancelPremium = useCancelPremium();
  const cancelled = subscription.status === "cancelled";
  const endDate = formatSubscriptionDate(subscription.subscriptionEnd);
  // Cancelling is asked first, as cancelling a feature is: it cannot be undone from the portal.
  const [confirming, setConfirming] = useState(false);

  const cancel = () =>
    cancelPremium.mutate(undefined, {
      // The server's message is the English text; the person reads it in their language (decision 023).
      onSuccess: () => toast.success(t("toast.cancelledTitle"), { description: t("toast.cancelledDefault") }),
      onError: (error) =>
        toast.error(t("toast.error"), {
          description: errorMessage(t, error, t("toast.cancelFailed")),
        }),
      onSettled: () => setConfirming(false),
    });

  const rows = [
    { label: t("manage.plan"), value: subscription.plan ?? subscription.planName },
    ...(endDate ? [{ label: cancelled ? t("manage.expiresOn") : t("manage.nextBilling"), value: endDate }] : []),
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("manage.title")}</DialogTitle>
        <DialogDescription>{t("manage.description")}</DialogDescription>
        {subscription.subscribed ? (
          <div
            className={cn(
              "mt-4 flex flex-col gap-3 rounded-lg border p-4",
              cancelled ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50",
            )}
            data-testid="subscription-details"
          >
            <dl className="flex flex-col gap-3">
              {rows.map((row) => (
                <div key={row.label} className="flex items-center justify-between gap-4">
                  <dt className="text-sm text-slate-600">{row.label}</dt>
                  <dd className={cn("font-medium", cancelled && "text-red-700")}>{row.value}</dd>
                </div>
              ))}
              <div className="flex items-center justify-between gap-4">
                <dt className="text-sm text-slate-600">{t("manage.status")}</dt>
                <dd>
                  <Badge tone={cancelled ? "red" : "green"}>
                    {cancelled ? t("manage.statusCancelled") : t("manage.statusActive")}
                  </Badge>
                </dd>
              </div>
            </dl>
            {cancelled && endDate && <p className="text-sm text-red-700">{t("manage.accessUntil", { date: endDate })}</p>}
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-600">{t("manage.notSubscribed")}</p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelled || !subscription.subscribed ? t("manage.close") : t("manage.keep")}
          </Button>
          {subscription.subscribed && (
            <Button variant="destructive" onClick={() => setConfirming(true)} disabled={cancelled || cancelPremium.isPending}>
              {cancelPremium.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {cancelled
                ? t("manage.cancelledButton", { date: endDate })
                : cancelPremium.isPending
                  ? t("manage.cancelling")
                  : t("manage.cancel")}
            </Button>
          )}
        </DialogFooter>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("manage.confirmTitle")}
          description={endDate ? t("manage.confirmDescription", { date: endDate }) : t("manage.confirmDescriptionNoDate")}
          confirmLabel={cancelPremium.isPending ? t("manage.cancelling") : t("manage.cancel")}
          cancelLabel={t("manage.keep")}
          onConfirm={cancel}
          busy={cancelPremium.isPending}
          destructive
        />
      </DialogContent>
    </Dialog>
  );
}
