import type { AppDeps } from "../../app-deps.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type SandboxCheckout, SandboxPayments, type SignedEvent } from "../../providers/payments/sandbox-payments.ts";
import { receiveWebhook } from "./webhook-service.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

/** The sandbox provider, or 404 when the portal runs on a real provider. */
export function sandboxOf(deps: Deps): SandboxPayments {
  const payments = deps.providers.payments;
  if (!(payments instanceof SandboxPayments)) throw new HttpError(404, "not_found", "Not found");
  return payments;
}

export async function findSandboxCheckout(deps: Deps, id: string): Promise<SandboxCheckout> {
  const checkout = await sandboxOf(deps).findCheckout(id);
  if (!checkout) throw new HttpError(404, "checkout_not_found", "This checkout does not exist.");
  return checkout;
}

/** Delivers events through the same webhook handler as a real provider's deliveries. */
async function deliver(deps: Deps, events: SignedEvent[]): Promise<void> {
  for (const event of events) await receiveWebhook(deps, "sandbox", event.body, event.signature);
}

/** Pay: the payment events are delivered, then the session is completed; answers where to go. */
export async function paySandboxCheckout(deps: Deps, id: string): Promise<string> {
  const sandbox = sandboxOf(deps);
  const checkout = await findSandboxCheckout(deps, id);
  if (checkout.status === "expired") return checkout.cancelUrl;
  if (checkout.status === "open") {
    await deliver(deps, await sandbox.payCheckout(checkout));
    await sandbox.markCheckout(checkout, "completed");
  }
  return checkout.successUrl;
}

/** Cancel: the session expires unpaid (its purchase is cancelled); answers where to go. */
export async function cancelSandboxCheckout(deps: Deps, id: string): Promise<string> {
  const sandbox = sandboxOf(deps);
  const checkout = await findSandboxCheckout(deps, id);
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
