import { INVOICE_STATUSES } from "@portal/shared/constants";
import { parseAmountToCents } from "@portal/shared/format";
import type { InvoiceFieldsInput } from "@portal/shared/invoice-contracts";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea, ValueOptions } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useWeekStart } from "@/features/agency";
import { useFieldError } from "./use-field-error";

/**
 * Amount, status, description and due date: the fields the Add and Edit Invoice dialogs share.
 * Both forms hold these four values under these names.
 */
export function InvoiceFields<T extends InvoiceFieldsInput>({
  form,
  id,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  id: (name: string) => string;
}) {
  const { t, i18n } = useTranslation("invoices");
  const weekStartsOn = useWeekStart(i18n.language);
  const fields = form as unknown as UseFormReturn<InvoiceFieldsInput>;
  const { errors } = fields.formState;
  const fieldError = useFieldError();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("amount")} label={t("amount")} error={fieldError(errors.amount?.message)}>
          {(control) => (
            <>
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                dir="ltr"
                {...control}
                {...fields.register("amount")}
              />
              {!errors.amount && parseAmountToCents(fields.watch("amount") ?? "") === 0 && (
                <p className="text-sm text-amber-800" role="status">
                  {t("zeroAmountWarning")}
                </p>
              )}
            </>
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("status")}>{t("statusLabel")}</Label>
          <NativeSelect id={id("status")} {...fields.register("status")}>
            <ValueOptions values={INVOICE_STATUSES} label={(s) => t(`status.${s}`)} />
          </NativeSelect>
        </div>
      </div>
      <FormField id={id("description")} label={t("description")} error={fieldError(errors.description?.message)}>
        {(control) => <Textarea {...control} {...fields.register("description")} />}
      </FormField>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id("due")}>{t("dueDate")}</Label>
        <Controller
          control={fields.control}
          name="dueDate"
          render={({ field }) => (
            <DatePicker
              weekStartsOn={weekStartsOn}
              id={id("due")}
              value={field.value ?? ""}
              onChange={field.onChange}
              placeholder={t("datePlaceholder")}
              clearLabel={t("clearDate")}
            />
          )}
        />
      </div>
    </>
  );
}
