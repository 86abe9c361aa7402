import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { invoices, purchasedFeatures } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { SandboxCheckout } from "../../providers/payments/sandbox-objects.ts";
import { SandboxPayments, type SignedEvent } from "../../providers/payments/sandbox-payments.ts";
import { parseReference } from "./provider-objects.ts";
import { receiveWebhook } from "./webhook-service.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

/** The sandbox provider, or 404 when the portal runs on a real provider. */
function sandboxOf(deps: Deps): SandboxPayments {
  const payments = deps.providers.payments;
  if (!(payments instanceof SandboxPayments)) throw new AppError("not_found", "Not found");
  return payments;
}

/** Whose checkout it is: the person of the premium reference, or the client of the purchase or invoice. */
async function checkoutOwnerId(deps: Deps, checkout: SandboxCheckout): Promise<string | null> {
  const reference = parseReference(checkout.reference);
  if (!reference) return null;
  if (reference.kind === "premium") return reference.userId;
  if (reference.kind === "invoice") {
    const [invoice] = await deps.db
      .select({ clientId: invoices.clientId })
      .from(invoices)
      .where(eq(invoices.id, reference.invoiceId))
      .limit(1);
    return invoice?.clientId ?? null;
  }
  const [purchase] = await deps.db
    .select({ clientId: purchasedFeatures.clientId })
    .from(purchasedFeatures)
    .where(eq(purchasedFeatures.id, reference.purchaseId))
    .limit(1);
  return purchase?.clientId ?? null;
}

/**
 * The signed-in person's own checkout: 401 when signed out, and 404 for anyone else's (admins
 * included: paying stands for the buyer's card, which nobody else holds), so ids are not confirmed.
 */
export async function findOwnSandboxCheckout(deps: Deps, id: string, user: SessionUser | null): Promise<SandboxCheckout> {
  const sandbox = sandboxOf(deps);
  if (!user) throw new AppError("unauthorized", "You must be signed in.");
  const checkout = await sandbox.findCheckout(id);
  if (!checkout || (await checkoutOwnerId(deps, checkout)) !== user.id) {
    throw new AppError("checkout_not_found", "This checkout does not exist.");
  }
  return checkout;
}

/** Delivers events through the same webhook handler as a real provider's deliveries. */
async function deliver(deps: Deps, events: SignedEvent[]): Promise<void> {
  for (const event of events) await receiveWebhook(deps, "sandbox", event.body, event.signature);
}

/** Pay: the payment events are delivered, then the session is completed; answers where to go. */
export async function paySandboxCheckout(deps: Deps, id: string, user: SessionUser | null): Promise<string> {
  const sandbox = sandboxOf(deps);
  const checkout = await findOwnSandboxCheckout(deps, id, user);
  if (checkout.status === "expired") return checkout.cancelUrl;
  if (checkout.status === "open") {
    await deliver(deps, await sandbox.payCheckout(checkout));
    await sandbox.markCheckout(checkout, "completed");
  }
  return checkout.successUrl;
}

/** Cancel: the session expires unpaid (its purchase is cancelled); answers where to go. */
export async function cancelSandboxCheckout(deps: Deps, id: string, user: SessionUser | null): Promise<string> {
  const sandbox = sandboxOf(deps);
  const checkout = await findOwnSandboxCheckout(deps, id, user);
  if (checkout.status === "completed") return checkout.successUrl;
  if (checkout.status === "open") {
    await deliver(deps, [sandbox.expireCheckout(checkout)]);
    await sandbox.markCheckout(checkout, "expired");
  }
  return checkout.cancelUrl;
}

/**
 * Period end in the sandbox: subscriptions whose period has passed renew or, when cancelled at
 * period end, end, with the events Stripe sends. With an e-mail, that customer's periods end now.
 */
export async function endSandboxPeriods(deps: Deps, options: { email?: string; now?: Date } = {}): Promise<number> {
  const sandbox = sandboxOf(deps);
  const now = options.now ?? new Date();
  const due = await sandbox.dueSubscriptions(now, options.email);
  for (const subscription of due) {
    const { events, commit } = sandbox.endPeriod(subscription, now);
    await deliver(deps, events);
    await commit();
  }
  return due.length;
}
