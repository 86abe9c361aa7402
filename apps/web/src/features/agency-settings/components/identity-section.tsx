import { type AgencySettingsResponse, brandColourContrast, type IdentitySettings } from "@portal/shared/agency-settings";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LogoField } from "./logo-field";
import { SectionCard } from "./section-card";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Name, brand colour (with its contrast), sender name and logo. */
export function IdentitySection({ settings }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const [value, setValue] = useState<IdentitySettings>(settings.identity);
  const set = (patch: Partial<IdentitySettings>) => setValue((v) => ({ ...v, ...patch }));
  const validHex = HEX.test(value.brandColour);
  return (
    <SectionCard group="identity" value={value} title={t("identity.title")} description={t("identity.description")}>
      {(errors) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField id={`${id}-name`} label={t("identity.name")} error={errors.name} required>
              {(control) => <Input {...control} value={value.name} onChange={(e) => set({ name: e.target.value })} />}
            </FormField>
            <FormField
              id={`${id}-sender`}
              label={t("identity.senderName")}
              hint={t("identity.senderNameHint")}
              error={errors.senderName}
              required
            >
              {(control) => <Input {...control} value={value.senderName} onChange={(e) => set({ senderName: e.target.value })} />}
            </FormField>
          </div>
          <FormField
            id={`${id}-colour`}
            label={t("identity.brandColour")}
            hint={t("identity.brandColourHint")}
            error={errors.brandColour}
            required
          >
            {(control) => (
              <div className="flex flex-wrap items-center gap-3" dir="ltr">
                <input
                  type="color"
                  aria-label={t("identity.pickColour")}
                  className="h-10 w-14 cursor-pointer rounded-md border border-slate-300 bg-white"
                  value={validHex ? value.brandColour.toLowerCase() : "#000000"}
                  onChange={(e) => set({ brandColour: e.target.value })}
                />
                <Input
                  {...control}
                  className="max-w-36 font-mono"
                  value={value.brandColour}
                  onChange={(e) => set({ brandColour: e.target.value })}
                />
                {validHex && (
                  <span
                    className="rounded-md px-3 py-2 text-sm font-medium text-white"
                    style={{ backgroundColor: value.brandColour }}
                  >
                    {t("identity.contrast", { ratio: brandColourContrast(value.brandColour) })}
                  </span>
                )}
              </div>
            )}
          </FormField>
          <LogoField settings={settings} />
        </>
      )}
    </SectionCard>
  );
}
