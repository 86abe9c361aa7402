import type { AgencySettingsResponse, InvoicingSettings, LandingSettings } from "@portal/shared/agency-settings";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { LocalizedFields } from "./localized-fields";
import { SectionCard } from "./section-card";

/** The landing page at /: on or off, its headline and text per language. */
export function LandingSection({ settings }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const [value, setValue] = useState<LandingSettings>(settings.landing);
  return (
    <SectionCard group="landing" value={value} title={t("landing.title")} description={t("landing.description")}>
      {(errors) => (
        <>
          <div className="flex items-center gap-3">
            <Switch id={`${id}-enabled`} checked={value.enabled} onCheckedChange={(enabled) => setValue({ ...value, enabled })} />
            <label htmlFor={`${id}-enabled`} className="font-medium">
              {t("landing.enabled")}
            </label>
          </div>
          <LocalizedFields
            id={`${id}-headline`}
            labelKey="landing.headline"
            value={value.headline}
            onChange={(headline) => setValue({ ...value, headline })}
            errors={errors}
            path="headline"
          />
          <LocalizedFields
            id={`${id}-text`}
            labelKey="landing.text"
            value={value.text}
            onChange={(text) => setValue({ ...value, text })}
            errors={errors}
            path="text"
            multiline
          />
        </>
      )}
    </SectionCard>
  );
}

/** What every invoice PDF prints: legal name, address, tax id, number prefix, footer note. */
export function InvoicingSection({ settings }: { settings: AgencySettingsResponse }) {
  const { t } = useTranslation("agency");
  const id = useId();
  const [value, setValue] = useState<InvoicingSettings>(settings.invoicing);
  const set = (patch: Partial<InvoicingSettings>) => setValue({ ...value, ...patch });
  const example = `${value.invoiceNumberPrefix || "INV"}-${new Date().getFullYear()}-000001`;
  return (
    <SectionCard group="invoicing" value={value} title={t("invoicing.title")} description={t("invoicing.description")}>
      {(errors) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              id={`${id}-legal`}
              label={t("invoicing.legalName")}
              hint={t("invoicing.legalNameHint")}
              error={errors.legalName}
            >
              {(control) => <Input {...control} value={value.legalName} onChange={(e) => set({ legalName: e.target.value })} />}
            </FormField>
            <FormField id={`${id}-tax`} label={t("invoicing.taxId")} error={errors.taxId}>
              {(control) => <Input {...control} dir="ltr" value={value.taxId} onChange={(e) => set({ taxId: e.target.value })} />}
            </FormField>
          </div>
          <FormField id={`${id}-address`} label={t("invoicing.address")} error={errors.address}>
            {(control) => <Textarea {...control} value={value.address} onChange={(e) => set({ address: e.target.value })} />}
          </FormField>
          <FormField
            id={`${id}-prefix`}
            label={t("invoicing.prefix")}
            hint={t("invoicing.prefixHint", { example })}
            error={errors.invoiceNumberPrefix}
            required
          >
            {(control) => (
              <Input
                {...control}
                dir="ltr"
                className="max-w-40 font-mono"
                value={value.invoiceNumberPrefix}
                onChange={(e) => set({ invoiceNumberPrefix: e.target.value.toUpperCase() })}
              />
            )}
          </FormField>
          <FormField id={`${id}-footer`} label={t("invoicing.footerNote")} error={errors.footerNote}>
            {(control) => (
              <Textarea {...control} value={value.footerNote} onChange={(e) => set({ footerNote: e.target.value })} />
            )}
          </FormField>
        </>
      )}
    </SectionCard>
  );
}
