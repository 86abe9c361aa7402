import { useCan } from "@/features/auth";
import { InvoicesScreen } from "../components/invoices-screen";
import { TestInvoiceCard } from "../components/test-invoice-card";

export function AdminInvoicesPage() {
  const allowed = useCan();
  return (
    <div className="flex flex-col gap-8">
      <InvoicesScreen variant="admin" />
      {allowed("invoices.write") && <TestInvoiceCard />}
    </div>
  );
}
