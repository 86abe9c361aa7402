import { and, eq, isNull, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { invoices } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { invoiceReference } from "./provider-objects.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

const alreadyPaid = () => new AppError("invoice_already_paid", "This invoice is already paid.");

async function closeCheckout(deps: Deps, sessionId: string): Promise<"closed" | "paid"> {
  try {
    return await deps.providers.payments.closeCheckout(sessionId);
  } catch (error) {
    deps.log.error({ err: error }, "invoice checkout could not be closed");
    throw new AppError("payment_provider_error", "The payment provider could not create the checkout.");
  }
}

/**
 * A checkout paying one of the signed-in client's unpaid invoices, for its amount (decision 105).
 * Someone else's invoice is 404 (ids are not confirmed); a paid one 409 `invoice_already_paid`.
 * The checkout opened earlier for it is closed first, so only the newest can be paid; when that
 * one was paid meanwhile (its events are on the way) the invoice counts as paid.
 */
export async function startInvoiceCheckout(
  deps: Deps,
  user: SessionUser,
  invoiceId: string,
  portalUrl: string,
): Promise<{ url: string }> {
  const [invoice] = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.clientId, user.id)))
    .limit(1);
  if (!invoice) throw new AppError("invoice_not_found", "Invoice not found.");
  if (invoice.status === "paid") throw alreadyPaid();
  const earlier = invoice.checkoutSessionId;
  if (earlier && (await closeCheckout(deps, earlier)) === "paid") throw alreadyPaid();
  let session: { id: string; url: string };
  try {
    session = await deps.providers.payments.createCheckout({
      reference: invoiceReference(invoice.id),
      customerEmail: user.email,
      name: `Invoice ${invoice.invoiceNumber}`,
      description: invoice.description,
      amountCents: invoice.amountCents,
      billingType: "one_time",
      successUrl: `${portalUrl}/dashboard/invoices?paid=${invoice.id}`,
      cancelUrl: `${portalUrl}/dashboard/invoices`,
    });
  } catch (error) {
    deps.log.error({ err: error }, "invoice checkout could not be created");
    throw new AppError("payment_provider_error", "The payment provider could not create the checkout.");
  }
  const [kept] = await deps.db
    .update(invoices)
    .set({ checkoutSessionId: session.id })
    .where(
      and(
        eq(invoices.id, invoice.id),
        ne(invoices.status, "paid"),
        earlier ? eq(invoices.checkoutSessionId, earlier) : isNull(invoices.checkoutSessionId),
      ),
    )
    .returning({ id: invoices.id });
  if (!kept) {
    // Paid, or another request opened a checkout at the same moment: this one is closed again.
    await closeCheckout(deps, session.id);
    throw new AppError("checkout_in_progress", "A checkout for this is already being opened. Try again in a moment.");
  }
  return { url: session.url };
}
