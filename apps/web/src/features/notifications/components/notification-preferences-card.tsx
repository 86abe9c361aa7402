import { NOTIFICATION_MODES, type NotificationMode, type NotificationPreferences } from "@portal/shared/notification-contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useMe } from "@/features/auth";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../api/notification-preferences";

/** Settings: per category, e-mails at once, in a daily digest, or not at all; SMS for urgent news. */
export function NotificationPreferencesCard() {
  const { t } = useTranslation("settings");
  const id = useId();
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const admin = useMe().data?.role === "admin";

  const submit = (next: NotificationPreferences) =>
    save.mutate(next, {
      onSuccess: () => toast.success(t("notifications.saved")),
      onError: () => toast.error(t("notifications.saveFailed")),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("notifications.title")}</CardTitle>
        <CardDescription>{t("notifications.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {!query.data ? (
          <Spinner label={t("common:loading")} />
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="grid gap-3 sm:grid-cols-2">
              {query.data.preferences.map((p) => (
                <li key={p.category} className="flex flex-col gap-1 rounded-lg bg-slate-50 p-4">
                  <label htmlFor={`${id}-${p.category}`} className="text-sm font-medium">
                    {t(`notifications.categories.${p.category}`)}
                  </label>
                  <select
                    id={`${id}-${p.category}`}
                    value={p.mode}
                    disabled={save.isPending}
                    onChange={(e) =>
                      submit({
                        ...query.data,
                        preferences: [{ category: p.category, mode: e.target.value as NotificationMode }],
                      })
                    }
                    className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
                  >
                    {NOTIFICATION_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {t(`notifications.modes.${mode}`)}
                      </option>
                    ))}
                  </select>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-1">
              <div className="flex items-center gap-3">
                <Switch
                  id={`${id}-sms`}
                  checked={query.data.smsUrgent}
                  disabled={save.isPending}
                  aria-describedby={query.data.hasPhone ? undefined : `${id}-sms-hint`}
                  onCheckedChange={(checked) => submit({ preferences: [], smsUrgent: checked })}
                />
                <label htmlFor={`${id}-sms`} className="text-sm">
                  {t(admin ? "notifications.smsUrgentAdmin" : "notifications.smsUrgentClient")}
                </label>
              </div>
              {!query.data.hasPhone && (
                <p id={`${id}-sms-hint`} className="text-sm text-slate-600">
                  {t("notifications.smsNoPhone")}
                </p>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
