import { inLanguage } from "@portal/shared/agency-brand";
import { formatCents } from "@portal/shared/format";
import { Check, Crown, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useBrand } from "@/features/agency";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { usePremiumCheckout } from "../api/create-premium-checkout";
import { useSubscription } from "../api/get-subscription";

/**
 * "Upgrade to Premium": the agency's plan as its settings say (name, monthly price, price label and
 * benefits in the reader's language, the other language's when empty) and a checkout in a new tab.
 */
export function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation("billing");
  const subscription = useSubscription();
  const checkout = usePremiumCheckout();
  const premium = useBrand()?.premium;
  const benefits = premium ? (i18n.language === "he" ? premium.benefits.he : premium.benefits.en) : [];
  const shownBenefits = benefits.length > 0 ? benefits : premium ? [...premium.benefits.en, ...premium.benefits.he] : [];

  const start = () => {
    // Opened during the click so the browser does not block it; pointed at the checkout once known.
    const tab = window.open("", "_blank");
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!url) {
          tab?.close();
          toast.error(t("toast.error"), { description: t("toast.noUrl") });
          return;
        }
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.location.assign(url);
        }
        onOpenChange(false);
      },
      onError: (error) => {
        tab?.close();
        toast.error(t("toast.error"), { description: errorMessage(t, error, t("toast.startFailed")) });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="flex items-center gap-2">
          <Crown className="size-5 text-amber-500" aria-hidden="true" />
          {t("upgrade.title")}
        </DialogTitle>
        <DialogDescription>{t("upgrade.description")}</DialogDescription>
        {subscription.isLoading || !premium ? (
          <Spinner label={t("common:loading")} />
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <div className="rounded-lg bg-brand-50 p-4 text-center">
              <p className="text-sm font-semibold text-brand-700">{premium.name}</p>
              <p className="text-3xl font-bold text-slate-900">
                <span dir="ltr">{formatCents(premium.monthlyPriceCents)}</span>
                <span className="text-base font-normal text-slate-600">{t("upgrade.perMonth")}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{inLanguage(premium.priceLabel, i18n.language)}</p>
            </div>
            {shownBenefits.length > 0 && (
              <div>
                <h3 className="mb-2 text-sm font-semibold">{t("upgrade.benefitsTitle")}</h3>
                <ul className="flex flex-col gap-2">
                  {shownBenefits.map((benefit, index) => (
                    // Benefits may repeat a text; their place in the list is what tells them apart.
                    <li key={`${index}-${benefit}`} className="flex items-center gap-2 text-sm">
                      <Check className="size-4 shrink-0 text-green-600" aria-hidden="true" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="text-xs text-slate-500">{t("upgrade.newTab")}</p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("upgrade.later")}
          </Button>
          <Button onClick={start} disabled={checkout.isPending || subscription.isLoading || !premium}>
            {checkout.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {checkout.isPending ? t("upgrade.starting") : t("upgrade.start")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
