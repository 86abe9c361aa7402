import { InvoicesScreen } from "../components/invoices-screen";

export function ClientInvoicesPage() {
  return <InvoicesScreen variant="client" />;
}
