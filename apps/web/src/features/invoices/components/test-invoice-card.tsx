import { BILLING_TYPES, type BillingType } from "@portal/shared/constants";
import { parseAmountToCents } from "@portal/shared/format";
import { TEST_INVOICE_DEFAULTS } from "@portal/shared/invoice-contracts";
import { FlaskConical } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { useCreateTestInvoice } from "../api/create-test-invoice";
import { useInvoiceClients } from "../api/get-invoice-clients";

/** Admin-only: makes a paid TEST- invoice (with its PDF) for checking the invoice flow. */
export function TestInvoiceCard() {
  const { t } = useTranslation("invoices");
  const ids = useId();
  const clients = useInvoiceClients();
  const createTest = useCreateTestInvoice();
  const [clientId, setClientId] = useState("");
  const [amount, setAmount] = useState<string>(TEST_INVOICE_DEFAULTS.amount);
  const [billingType, setBillingType] = useState<BillingType>(TEST_INVOICE_DEFAULTS.billingType);
  const [description, setDescription] = useState(() => t("testCard.defaultDescription"));
  const valid = Boolean(clientId && parseAmountToCents(amount) !== null && description.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createTest.mutateAsync({ clientId, amount, billingType, description });
      toast.success(t("testCard.success"));
    } catch {
      toast.error(t("testCard.failed"));
    }
  };

  const id = (name: string) => `${ids}-${name}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FlaskConical className="size-5 text-purple-700" aria-hidden="true" />
          {t("testCard.title")}
        </CardTitle>
        <CardDescription>{t("testCard.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_2fr_auto] md:items-end">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("client")}>{t("testCard.client")}</Label>
            <NativeSelect id={id("client")} value={clientId} onChange={(e) => setClientId(e.target.value)}>
              <option value="">{clients.isPending ? t("loadingClients") : t("selectClient")}</option>
              {clients.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.email}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("amount")}>{t("testCard.amount")}</Label>
            <Input
              id={id("amount")}
              type="number"
              min="0"
              step="0.01"
              dir="ltr"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("billing")}>{t("testCard.billingType")}</Label>
            <NativeSelect id={id("billing")} value={billingType} onChange={(e) => setBillingType(e.target.value as BillingType)}>
              {BILLING_TYPES.map((b) => (
                <option key={b} value={b}>
                  {t(`billing.${b}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("description")}>{t("testCard.invoiceDescription")}</Label>
            <Input id={id("description")} value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <Button type="submit" variant="secondary" disabled={!valid || createTest.isPending}>
            {createTest.isPending ? t("testCard.creating") : t("testCard.create")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
