import { INVOICE_STATUSES } from "@portal/shared/constants";
import { parseAmountToCents } from "@portal/shared/format";
import type { InvoiceFieldsInput } from "@portal/shared/invoice-contracts";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DatePicker } from "@/components/ui/date-picker";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "./field-error";

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
  const { t } = useTranslation("invoices");
  const fields = form as unknown as UseFormReturn<InvoiceFieldsInput>;
  const { errors } = fields.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("amount")}>{t("amount")}</Label>
          <Input
            id={id("amount")}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            dir="ltr"
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={errors.amount ? id("amount-error") : undefined}
            {...fields.register("amount")}
          />
          <FieldError id={id("amount-error")} message={errors.amount?.message} />
          {!errors.amount && parseAmountToCents(fields.watch("amount") ?? "") === 0 && (
            <p className="text-sm text-amber-800" role="status">
              {t("zeroAmountWarning")}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id("status")}>{t("statusLabel")}</Label>
          <NativeSelect id={id("status")} {...fields.register("status")}>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id("description")}>{t("description")}</Label>
        <Textarea
          id={id("description")}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? id("description-error") : undefined}
          {...fields.register("description")}
        />
        <FieldError id={id("description-error")} message={errors.description?.message} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id("due")}>{t("dueDate")}</Label>
        <Controller
          control={fields.control}
          name="dueDate"
          render={({ field }) => (
            <DatePicker
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
