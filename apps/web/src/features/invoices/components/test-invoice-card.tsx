import { zodResolver } from "@hookform/resolvers/zod";
import { BILLING_TYPES } from "@portal/shared/constants";
import { TEST_INVOICE_DEFAULTS, type TestInvoiceInput, testInvoiceRequest } from "@portal/shared/invoice-contracts";
import { FlaskConical } from "lucide-react";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useCreateTestInvoice } from "../api/create-test-invoice";
import { ClientCombobox } from "./client-combobox";

/** Admin-only: makes a paid TEST- invoice (with its PDF) for checking the invoice flow. */
export function TestInvoiceCard() {
  const { t } = useTranslation("invoices");
  const ids = useId();
  const createTest = useCreateTestInvoice();
  const form = useForm<TestInvoiceInput>({
    resolver: zodResolver(testInvoiceRequest, undefined, { raw: true }),
    mode: "onChange",
    defaultValues: {
      clientId: "",
      amount: TEST_INVOICE_DEFAULTS.amount,
      billingType: TEST_INVOICE_DEFAULTS.billingType,
      description: t("testCard.defaultDescription"),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createTest.mutateAsync(values);
      toast.success(t("testCard.success"));
    } catch {
      toast.error(t("testCard.failed"));
    }
  });

  const id = (name: string) => `${ids}-${name}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle id={id("title")} className="flex items-center gap-2 text-base">
          <FlaskConical className="size-5 text-purple-700" aria-hidden="true" />
          {t("testCard.title")}
        </CardTitle>
        <CardDescription>{t("testCard.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          aria-labelledby={id("title")}
          className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_2fr_auto] md:items-end"
        >
          <FormField id={id("client")} label={t("testCard.client")}>
            {(control) => (
              <Controller
                control={form.control}
                name="clientId"
                render={({ field }) => <ClientCombobox control={control} value={field.value} onChange={field.onChange} />}
              />
            )}
          </FormField>
          <FormField id={id("amount")} label={t("testCard.amount")}>
            {(control) => <Input type="number" min="0" step="0.01" dir="ltr" {...control} {...form.register("amount")} />}
          </FormField>
          <FormField id={id("billing")} label={t("testCard.billingType")}>
            {(control) => (
              <NativeSelect {...control} {...form.register("billingType")}>
                {BILLING_TYPES.map((b) => (
                  <option key={b} value={b}>
                    {t(`billing.${b}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={id("description")} label={t("testCard.invoiceDescription")}>
            {(control) => <Input {...control} {...form.register("description")} />}
          </FormField>
          <Button type="submit" variant="secondary" disabled={!form.formState.isValid || createTest.isPending}>
            {createTest.isPending ? t("testCard.creating") : t("testCard.create")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
