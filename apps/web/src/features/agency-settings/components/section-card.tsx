import { AGENCY_SETTINGS_GROUP_SCHEMAS, type AgencySettings, type AgencySettingsGroup } from "@portal/shared/agency-settings";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useSaveAgencyGroup } from "../api/save-agency-settings";
import { type FieldErrors, fieldErrors } from "./field-errors";

/**
 * One group of the settings as a card with its own Save: checked by the group's shared schema
 * first (messages under the fields), then saved; the server checks again.
 */
export function SectionCard<G extends AgencySettingsGroup>({
  group,
  value,
  title,
  description,
  note,
  children,
}: {
  group: G;
  value: AgencySettings[G];
  title: string;
  description: string;
  note?: ReactNode;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useTranslation("agency");
  const save = useSaveAgencyGroup();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = AGENCY_SETTINGS_GROUP_SCHEMAS[group].safeParse(value);
    if (!parsed.success) {
      setErrors(fieldErrors(t, parsed.error, value));
      setFailure(t("settings.fixErrors"));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ group, value: parsed.data as AgencySettings[G] });
      toast.success(t("settings.saved"), { description: title });
    } catch (error) {
      if (error instanceof ApiError && error.code === "brand_colour_contrast") {
        const ratio = (error.details as { ratio?: number } | undefined)?.ratio ?? "?";
        setErrors({ brandColour: t("validation.colourContrast", { ratio }) });
      }
      setFailure(errorMessage(t, error, t("settings.saveFailed")));
    }
  }

  const headingId = `agency-${group}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <form onSubmit={submit} noValidate>
          <CardHeader>
            <CardTitle as="h2" id={headingId}>
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {note}
            {children(errors)}
            {failure && <ErrorBox>{failure}</ErrorBox>}
            <Button type="submit" disabled={save.isPending} className="self-start">
              {save.isPending ? t("settings.saving") : t("settings.save")}
            </Button>
          </CardContent>
        </form>
      </Card>
    </section>
  );
}
