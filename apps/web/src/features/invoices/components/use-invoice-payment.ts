import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { invalidateInvoices } from "../api/invalidate-invoices";
import { usePayInvoice } from "../api/pay-invoice";

/**
 * Paying an invoice (decision 105): `pay(id)` opens its checkout and leaves for it. The invoice's
 * payment link (`?pay=<id>`, also in the new-invoice e-mail) does the same once the page opens;
 * the checkout returns with `?paid=<id>`, which says the payment was received.
 */
export function useInvoicePayment(enabled: boolean) {
  const { t } = useTranslation("invoices");
  const queryClient = useQueryClient();
  const checkout = usePayInvoice();
  const [params, setParams] = useSearchParams();
  const { mutate } = checkout;

  const pay = useCallback(
    (invoiceId: string) =>
      mutate(invoiceId, {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          toast.error(t("payFailedTitle"), {
            description: error instanceof ApiError ? errorMessage(t, error) : t("payFailed"),
          });
          // Paid meanwhile (another tab, the e-mail's link): the list shows it so.
          void invalidateInvoices(queryClient);
        },
      }),
    [mutate, t, queryClient],
  );

  const linked = params.get("pay");
  const returned = params.get("paid");
  const handled = useRef(false);
  useEffect(() => {
    if (!enabled || handled.current || (!linked && !returned)) return;
    handled.current = true;
    if (linked) pay(linked);
    if (returned) toast.success(t("paidTitle"), { description: t("paidDescription") });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("pay");
        next.delete("paid");
        return next;
      },
      { replace: true },
    );
  }, [enabled, linked, returned, pay, setParams, t]);

  // While the browser leaves for the payment page the buttons stay busy.
  return { pay, busy: checkout.isPending || checkout.isSuccess };
}
