import type { BillingType } from "@portal/shared/constants";
import { featureOwnership } from "@portal/shared/feature-ownership";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../app-env.ts";
import { features, purchasedFeatures } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { isStoreOpen } from "../store/store-settings-service.ts";
import { hasActivePremium } from "./premium.ts";
import { premiumReference, purchaseReference } from "./provider-objects.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

function providerError(deps: Deps, error: unknown): AppError {
  deps.log.error({ err: error }, "checkout could not be created");
  return new AppError("payment_provider_error", "The payment provider could not create the checkout.");
}

/**
 * A monthly premium checkout at the configured price; refused while premium is active.
 * `portalUrl` is where the person returns to (see `portalUrlFor`).
 */
export async function startPremiumCheckout(deps: Deps, user: SessionUser, portalUrl: string): Promise<{ url: string }> {
  if (await hasActivePremium(deps.db, user.id)) {
    throw new AppError("already_subscribed", "You already have an active premium subscription.");
  }
  const { premium } = deps.config;
  try {
    const session = await deps.providers.payments.createCheckout({
      reference: premiumReference(user.id),
      customerEmail: user.email,
      name: premium.planName,
      description: premium.priceLabel,
      amountCents: premium.priceCents,
      billingType: "monthly",
      successUrl: `${portalUrl}/dashboard?checkout=success`,
      cancelUrl: `${portalUrl}/dashboard`,
    });
    return { url: session.url };
  } catch (error) {
    throw providerError(deps, error);
  }
}

/** A feature is bought once: a paid one-time purchase, or a monthly one still running, refuses another. */
async function refuseOwnedFeature(deps: Deps, clientId: string, featureId: string): Promise<void> {
  const purchases = await deps.db
    .select()
    .from(purchasedFeatures)
    .where(and(eq(purchasedFeatures.clientId, clientId), eq(purchasedFeatures.featureId, featureId)));
  const ownership = featureOwnership(featureId, purchases);
  if (ownership === "purchased") throw new AppError("feature_already_owned", "You already own this feature.");
  if (ownership === "subscribed") {
    throw new AppError("feature_already_subscribed", "You already have an active subscription to this feature.");
  }
}

/**
 * A checkout for a catalogue feature at the catalogue's price. The purchase is recorded first
 * (payment pending, with the session id) so the provider's events find it.
 */
export async function startFeatureCheckout(
  deps: Deps,
  user: SessionUser,
  featureId: string,
  portalUrl: string,
): Promise<{ url: string }> {
  const [feature] = await deps.db.select().from(features).where(eq(features.id, featureId)).limit(1);
  if (!feature) throw new AppError("feature_not_found", "Feature not found.");
  // The "Coming Soon" overlay is not the only gate: a closed store sells nothing.
  if (!(await isStoreOpen(deps.db))) throw new AppError("store_closed", "The feature store is not open yet.");
  await refuseOwnedFeature(deps, user.id, feature.id);
  const billingType = feature.billingType as BillingType;
  const [purchase] = await deps.db
    .insert(purchasedFeatures)
    .values({
      clientId: user.id,
      clientEmail: user.email,
      featureId: feature.id,
      featureName: feature.title,
      priceCents: feature.priceCents,
      billingType,
      paymentStatus: "pending",
    })
    .returning({ id: purchasedFeatures.id });
  try {
    const session = await deps.providers.payments.createCheckout({
      reference: purchaseReference(purchase.id),
      customerEmail: user.email,
      name: feature.title,
      description: feature.description,
      amountCents: feature.priceCents,
      billingType,
      successUrl: `${portalUrl}/dashboard/store/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${portalUrl}/dashboard/store/cancel`,
    });
    await deps.db.update(purchasedFeatures).set({ providerSessionId: session.id }).where(eq(purchasedFeatures.id, purchase.id));
    return { url: session.url };
  } catch (error) {
    await deps.db.delete(purchasedFeatures).where(eq(purchasedFeatures.id, purchase.id));
    throw providerError(deps, error);
  }
}
