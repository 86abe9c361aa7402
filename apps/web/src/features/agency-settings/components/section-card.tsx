import { AGENCY_SETTINGS_GROUP_SCHEMAS, type AgencySettings, type AgencySettingsGroup } from "@portal/shared/agency-settings";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import type { TFunction } from "i18next";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { editConflictOf } from "@/lib/edit-conflict";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useSaveAgencyGroup } from "../api/save-agency-settings";
import { changedFields, useAgencyForms } from "./agency-form-context";
import { type FieldErrors, fieldErrors } from "./field-errors";

/** A changed setting as the notice names it ("Agency name to Acme"): fields with a label of their own, plain values. */
function describeSetting(t: TFunction<"agency">, field: string, value: unknown) {
  const key = field.split(".").slice(0, 2).join(".");
  if (!t(key, { defaultValue: "" }) || (typeof value !== "string" && typeof value !== "number")) return null;
  return { label: t(key), value: String(value) };
}

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
  const forms = useAgencyForms();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: Partial<AgencySettings[G]> } | null>(null);
  // What a save compares with: the loaded group, then what this form saved last.
  const [baseline, setBaseline] = useState<AgencySettings[G]>(forms.loaded[group]);
  const isDirty = Object.keys(changedFields(value, baseline)).length > 0;
  const { dirty } = forms;
  useEffect(() => dirty(group, isDirty), [dirty, group, isDirty]);
  useEffect(() => () => dirty(group, false), [dirty, group]);

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
    const changes = changedFields(parsed.data as AgencySettings[G], baseline);
    try {
      const saved = await save.mutateAsync({ group, changes, ifMatch: forms.etag });
      setBaseline(saved[group]);
      setConflict(null);
      forms.saved(saved);
      toast.success(t("settings.saved"), { description: title });
    } catch (error) {
      const details = editConflictOf(error);
      if (details) {
        setConflict({ details, mine: changes });
        return;
      }
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
            {conflict && (
              <EditConflictNotice
                conflict={conflict.details}
                describe={(field, changed) => describeSetting(t, field, changed)}
                busy={save.isPending}
                onReload={() => void forms.reload()}
                onReapply={() => void forms.reapply(group, conflict.mine)}
              />
            )}
            <Button type="submit" disabled={save.isPending} className="self-start">
              {save.isPending ? t("settings.saving") : t("settings.save")}
            </Button>
          </CardContent>
        </form>
      </Card>
    </section>
  );
}
