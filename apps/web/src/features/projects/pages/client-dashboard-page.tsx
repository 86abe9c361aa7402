import { useTranslation } from "react-i18next";
import { useMe } from "@/features/auth/api/get-me";

/** The client's home: welcome heading and business name (project widgets come with projects). */
export function ClientDashboardPage() {
  const { t } = useTranslation("projects");
  const { data: me } = useMe();
  const name = me?.fullName || me?.email || t("clientFallbackName");
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{t("welcome", { name })}</h1>
      {me?.businessName && <p className="text-slate-600">{me.businessName}</p>}
    </div>
  );
}
