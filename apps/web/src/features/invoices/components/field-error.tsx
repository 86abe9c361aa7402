import { useTranslation } from "react-i18next";
import { fieldErrorText } from "@/lib/form-messages";

/** A form field's validation message (an i18n key from the shared schema). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation("invoices");
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {fieldErrorText(t, message, "invoices:errors.")}
    </p>
  );
}
