import { formatPhone } from "@portal/shared/phone";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useMe } from "@/features/auth";
import { DevicesCard } from "@/features/devices";
import { NotificationPreferencesCard } from "@/features/notifications";
import { PasskeysCard, SecurityCard } from "@/features/security";

/** The client's account details (read-only) and e-mail notification choices. */
export function SettingsPage() {
  const { t } = useTranslation("settings");
  const { data: me } = useMe();
  const rows: Array<{ label: string; value: string | null | undefined; ltr?: boolean }> = [
    { label: t("email"), value: me?.email, ltr: true },
    { label: t("fullName"), value: me?.fullName },
    { label: t("businessName"), value: me?.businessName },
    { label: t("phone"), value: me?.phone ? formatPhone(me.phone) : null, ltr: true },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{t("accountTitle")}</CardTitle>
          <CardDescription>{t("accountDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label} className="flex flex-col gap-1 rounded-lg bg-slate-50 p-4">
                <dt className="text-sm text-slate-600">{row.label}</dt>
                <dd className="font-medium" dir={row.value && row.ltr ? "ltr" : undefined}>
                  {row.value ? row.value : <span className="text-slate-500">{t("notProvided")}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <NotificationPreferencesCard />
      <SecurityCard />
      <PasskeysCard />
      <DevicesCard />
    </div>
  );
}
