import { AGENCY_LOGO_MAX_BYTES, type AgencySettingsResponse } from "@portal/shared/agency-settings";
import { type ChangeEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useAgencySettings } from "../api/get-agency";
import { useSaveLogo } from "../api/save-agency-settings";
import { useAgencyForms } from "./agency-form-context";

/** The logo and the icon made from it; an upload or a removal saves at once. */
export function LogoField({ settings: loaded }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveLogo();
  const forms = useAgencyForms();
  // The logo saves at once: it shows the settings as they are now, not as the form was loaded.
  const settings = useAgencySettings().data ?? loaded;

  async function run(file: File | null) {
    try {
      forms.saved(await save.mutateAsync(file));
      toast.success(t("identity.logoSaved"));
    } catch (error) {
      toast.error(t("settings.saveFailed"), { description: errorMessage(t, error, t("settings.saveFailed"), "image") });
    }
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > AGENCY_LOGO_MAX_BYTES) {
      toast.error(t("settings.saveFailed"), { description: t("errors:file_too_large") });
      return;
    }
    void run(file);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("identity.logo")}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {settings.logoUrl ? (
          <>
            <img src={settings.logoUrl} alt={t("identity.logoAlt")} className="h-16 max-w-48 rounded border object-contain" />
            {settings.iconUrl && (
              <img src={settings.iconUrl} alt={t("identity.iconAlt")} className="size-12 rounded border object-contain" />
            )}
          </>
        ) : (
          <span className="text-sm text-slate-600">{t("identity.noLogo")}</span>
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={picked}
          aria-describedby={`${id}-hint`}
          aria-label={t("identity.uploadLogo")}
          tabIndex={-1}
        />
        <Button type="button" variant="outline" disabled={save.isPending} onClick={() => input.current?.click()}>
          {save.isPending ? t("identity.uploading") : t("identity.uploadLogo")}
        </Button>
        {settings.logoUrl && (
          <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => void run(null)}>
            {t("identity.removeLogo")}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("identity.logoHint")}
      </p>
    </fieldset>
  );
}
