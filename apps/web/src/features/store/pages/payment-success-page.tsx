import { PURCHASE_COMPLETED_EVENT_DELAY_MS } from "@portal/shared/constants";
import { PURCHASE_COMPLETED_EVENT } from "@portal/shared/store-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { storeKeys } from "../api/query-keys";

/** After a paid checkout: the order id, and a purchaseCompleted event 2 seconds later. */
export function PaymentSuccessPage() {
  const { t } = useTranslation("store");
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const queryClient = useQueryClient();

  useEffect(() => {
    toast.success(t("success.title"));
    void queryClient.invalidateQueries({ queryKey: storeKeys.purchases() });
    // Not cleared on leaving: the event is meant for the store page the person may go to. The
    // window is taken now, so the event goes to this page's window even if the page is gone by then.
    const target = window;
    setTimeout(() => target.dispatchEvent(new CustomEvent(PURCHASE_COMPLETED_EVENT)), PURCHASE_COMPLETED_EVENT_DELAY_MS);
  }, [queryClient, t]);

  return (
    <div className="flex justify-center py-8">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <CheckCircle2 className="size-16 text-green-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t("success.title")}</h1>
          {sessionId && (
            <p className="text-sm text-slate-600">
              {t("success.orderId")}:{" "}
              <span className="break-all font-mono text-slate-900" dir="ltr">
                {sessionId}
              </span>
            </p>
          )}
          <p className="text-slate-700">{t("success.description")}</p>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Link to="/dashboard/store" className={buttonVariants()}>
              {t("success.toStore")}
            </Link>
            <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
              {t("success.toDashboard")}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
