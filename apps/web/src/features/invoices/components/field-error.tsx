import { useTranslation } from "react-i18next";

/** A form field's validation message (an i18n key from the shared schema). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation("invoices");
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {t(`errors.${message}`)}
    </p>
  );
}
