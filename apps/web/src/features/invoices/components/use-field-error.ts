import { useTranslation } from "react-i18next";
import { fieldErrorText } from "@/lib/form-messages";

/** Turns a field's message from the shared schema (an i18n key) into the invoice forms' words. */
export function useFieldError() {
  const { t } = useTranslation("invoices");
  return (message?: string) => (message ? fieldErrorText(t, message, "invoices:errors.") : null);
}
