import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { paymentEvents } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentEvent } from "../../providers/payments/payment-provider.ts";
import { applyPaymentEvent } from "./fulfilment.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

/**
 * One webhook delivery: verified first (nothing is written for a bad signature), recorded by
 * the provider's event id, applied, then marked processed. A delivery of an event already
 * processed changes nothing; a failure leaves it unprocessed and answers 500 so the provider
 * delivers it again.
 */
export async function receiveWebhook(
  deps: Deps,
  provider: string,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const payments = deps.providers.payments;
  if (provider !== payments.kind) throw new AppError("not_found", "No such payment provider.");
  let event: PaymentEvent;
  try {
    event = await payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    deps.log.warn({ err: error, provider }, "webhook refused");
    throw new AppError("invalid_signature", "The webhook signature is not valid.");
  }
  await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, provider, type: event.type, payload: event.data })
    .onConflictDoNothing();
  const [recorded] = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
  if (recorded?.processedAt) return { received: true, duplicate: true };
  try {
    await applyPaymentEvent(deps, event);
  } catch (error) {
    deps.log.error({ err: error, eventId: event.id, type: event.type }, "webhook processing failed");
    throw new AppError("webhook_failed", "The event could not be processed; it will be retried.");
  }
  await deps.db.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, event.id));
  return { received: true, duplicate: false };
}
