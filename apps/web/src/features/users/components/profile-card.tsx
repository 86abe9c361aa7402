import { formatPhone } from "@portal/shared/phone";
import type { UserDetail } from "@portal/shared/users-contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { ResendInviteButton } from "./resend-invite-button";

/**
 * Who the person is: display name, role, short id and the details that are present; for someone
 * who has not set a password yet, a way to send them a fresh invitation link.
 */
export function ProfileCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation("users");
  const displayName = user.businessName || user.fullName || user.email;
  const details: Array<[string, string | null, boolean?]> = [
    [t("email"), user.email, true],
    [t("fullName"), user.fullName || null],
    [t("businessName"), user.businessName],
    [t("phone"), user.phone ? formatPhone(user.phone) : null, true],
  ];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center gap-3">
        <CardTitle className="text-xl">{displayName}</CardTitle>
        <Badge tone={user.role === "admin" ? "red" : "blue"}>{t(`role.${user.role}`)}</Badge>
        <span className="text-sm text-slate-600">
          {t("shortId")}: <code dir="ltr">{user.id.slice(0, 8)}</code>
        </span>
        {!user.hasPassword && (
          <div className="flex flex-wrap items-center gap-2 sm:ms-auto">
            <span className="text-sm text-slate-600">{t("noPasswordYet")}</span>
            <ResendInviteButton userId={user.id} email={user.email} />
          </div>
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          {details
            .filter(([, value]) => Boolean(value))
            .map(([label, value, ltr]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="font-medium" dir={ltr ? "ltr" : undefined}>
                  {value}
                </dd>
              </div>
            ))}
          <div>
            <dt className="text-sm text-slate-600">{t("joined")}</dt>
            <dd className="font-medium">{formatDate(user.createdAt, "long")}</dd>
          </div>
          {user.premium && (
            <div>
              <dt className="text-sm text-slate-600">{t("premium.label")}</dt>
              <dd className="font-medium" data-testid="premium-state">
                {user.premium.until && user.premium.state !== "none"
                  ? t(`premium.${user.premium.state}`, { date: formatDate(user.premium.until, "long") })
                  : t(`premium.${user.premium.state}NoDate`)}
              </dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
