import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider } from "./payment-provider.ts";

/**
 * The built-in payment provider: checkout is a local page (`/api/sandbox/checkout/:id`) with Pay
 * and Cancel; its events are signed with the app secret and go through the same webhook code
 * as a real provider's.
 */
export class SandboxPayments implements PaymentProvider {
  readonly kind = "sandbox" as const;

  constructor(private readonly options: { publicUrl: string; secret: string }) {}

  async createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `sbx_cs_${randomUUID().replace(/-/g, "")}`;
    return { id, url: `${this.options.publicUrl}/api/sandbox/checkout/${id}` };
  }

  async cancelSubscriptionAtPeriodEnd(_subscriptionId: string): Promise<{ currentPeriodEnd: Date }> {
    throw new Error("Sandbox subscriptions are handled by the billing module");
  }

  sign(rawBody: string): string {
    return createHmac("sha256", this.options.secret).update(rawBody).digest("hex");
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    const expected = Buffer.from(this.sign(rawBody));
    const given = Buffer.from(signature ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new Error("Invalid sandbox webhook signature");
    }
    const event = JSON.parse(rawBody) as { id: string; type: string; created: number; data: Record<string, unknown> };
    return { id: event.id, type: event.type, createdAt: new Date(event.created * 1000), data: event.data };
  }
}
