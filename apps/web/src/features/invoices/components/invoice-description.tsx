import type { InvoiceSummary } from "@portal/shared/invoice-contracts";

/** The description with the feature or package name under it. */
export function InvoiceDescription({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <div className="min-w-0">
      <p dir="auto" className="break-words">
        {invoice.description}
      </p>
      {invoice.featureOrPackageName && invoice.featureOrPackageName !== invoice.description && (
        <p className="text-xs text-slate-500">{invoice.featureOrPackageName}</p>
      )}
    </div>
  );
}
