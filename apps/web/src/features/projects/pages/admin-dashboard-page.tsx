import { useTranslation } from "react-i18next";
import { useMe } from "@/features/auth/api/get-me";

/** The admin's home (project cards and tables come with projects). */
export function AdminDashboardPage() {
  const { t } = useTranslation("projects");
  const { data: me } = useMe();
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{t("adminDashboardTitle")}</h1>
      <p className="text-slate-600">{t("adminWelcome", { name: me?.fullName || me?.email })}</p>
    </div>
  );
}
