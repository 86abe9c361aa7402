import { and, eq, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { invoices } from "../../db/schema/index.ts";
import { publishInvoicesChanged } from "../invoices/index.ts";
import type { BillingEvent } from "./billing-events.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "log">;

/**
 * A checkout event of an invoice's payment (reference `invoice:<id>`, decision 105). Paid: the
 * invoice turns paid once, keeping the session that paid it (so, like a purchase's invoice, it is
 * locked against edits); a second payment finds it paid and changes nothing (logged, for a
 * refund). Ended unpaid: the invoice forgets that checkout.
 */
export async function applyInvoicePayment(deps: Deps, invoiceId: string, event: BillingEvent): Promise<void> {
  if (event.type === "checkout_paid") {
    const [paid] = await deps.db
      .update(invoices)
      .set({ status: "paid", providerSessionId: event.session.id, checkoutSessionId: null })
      .where(and(eq(invoices.id, invoiceId), ne(invoices.status, "paid")))
      .returning({ clientId: invoices.clientId });
    if (!paid) {
      const [row] = await deps.db
        .select({ session: invoices.providerSessionId })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      if (row && row.session !== event.session.id) {
        deps.log.warn({ invoiceId, sessionId: event.session.id }, "a paid invoice was paid again");
      }
      return;
    }
    await publishInvoicesChanged(deps, paid.clientId).catch((error: unknown) =>
      deps.log.warn({ err: error }, "invoice event publish failed"),
    );
    return;
  }
  if (event.type === "checkout_ended") {
    await deps.db
      .update(invoices)
      .set({ checkoutSessionId: null })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.checkoutSessionId, event.session.id)));
  }
}
