import { XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** After a cancelled checkout: nothing was charged. */
export function PaymentCancelPage() {
  const { t } = useTranslation("store");
  return (
    <div className="flex justify-center py-8">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <XCircle className="size-16 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t("cancel.title")}</h1>
          <p className="text-slate-700">{t("cancel.description")}</p>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Link to="/dashboard/store" className={buttonVariants()}>
              {t("cancel.tryAgain")}
            </Link>
            <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
              {t("cancel.dashboard")}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
