import { InvoicesScreen } from "../components/invoices-screen";
import { TestInvoiceCard } from "../components/test-invoice-card";

export function AdminInvoicesPage() {
  return (
    <div className="flex flex-col gap-8">
      <InvoicesScreen variant="admin" />
      <TestInvoiceCard />
    </div>
  );
}
