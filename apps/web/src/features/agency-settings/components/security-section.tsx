import type { AgencySettingsResponse } from "@portal/shared/agency-settings";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Switch } from "@/components/ui/switch";
import { SectionCard } from "./section-card";

/** Sign-in rules (decision 108): whether every agency role must use an authenticator app. */
export function SecuritySection({ settings }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const [value, setValue] = useState(settings.security);
  return (
    <SectionCard group="security" value={value} title={t("security.title")} description={t("security.description")}>
      {() => (
        <div className="flex items-start gap-3">
          <Switch
            id={`${id}-require`}
            checked={value.requireSecondFactorForStaff}
            onCheckedChange={(on) => setValue({ ...value, requireSecondFactorForStaff: on })}
            aria-describedby={`${id}-hint`}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-require`} className="font-medium">
              {t("security.requireSecondFactor")}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {t("security.requireSecondFactorHint")}
            </p>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
