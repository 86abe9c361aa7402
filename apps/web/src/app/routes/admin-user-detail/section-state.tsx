import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

/** A user-page section's body: a spinner, its error, its empty text, or its content. */
export function SectionState({
  isPending,
  isError,
  isEmpty,
  errorText,
  emptyText,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) return <Spinner label={t("loading")} />;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        {errorText}
      </p>
    );
  if (isEmpty) return <p className="text-slate-600">{emptyText}</p>;
  return children;
}
