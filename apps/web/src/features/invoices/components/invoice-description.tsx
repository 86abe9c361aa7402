import type { InvoiceSummary } from "@portal/shared/invoice-contracts";

/**
 * The description with the feature or package name under it. Long words may break anywhere: a
 * table column sizes to its longest word, and an unbroken one would push the table past 1280 px.
 */
export function InvoiceDescription({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <div className="min-w-0">
      <p dir="auto" className="wrap-anywhere">
        {invoice.description}
      </p>
      {invoice.featureOrPackageName && invoice.featureOrPackageName !== invoice.description && (
        <p className="wrap-anywhere text-xs text-slate-500">{invoice.featureOrPackageName}</p>
      )}
    </div>
  );
}
