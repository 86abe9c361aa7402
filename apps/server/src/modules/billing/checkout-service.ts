import { inLanguage } from "@portal/shared/agency-brand";
import type { BillingType } from "@portal/shared/constants";
import { featureOwnership } from "@portal/shared/feature-ownership";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { features, purchasedFeatures, subscribers } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { getAgencySettings } from "../agency/index.ts";
import { isStoreOpen } from "../store/index.ts";
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
  const earlier = await openPremiumCheckout(deps, user);
  if (earlier && (await closeCheckout(deps, earlier)) === "paid") {
    // Its payment went through and its events are on the way: a second one would charge twice.
    throw new AppError("already_subscribed", "You already have an active premium subscription.");
  }
  const session = await createPremiumSession(deps, user, portalUrl);
  const [kept] = await deps.db
    .update(subscribers)
    .set({ premiumCheckoutSessionId: session.id })
    .where(
      and(
        eq(subscribers.userId, user.id),
        earlier ? eq(subscribers.premiumCheckoutSessionId, earlier) : isNull(subscribers.premiumCheckoutSessionId),
      ),
    )
    .returning({ id: subscribers.id });
  if (!kept) {
    // Another request opened one at the same moment; this one is closed again.
    await closeCheckout(deps, session.id);
    throw checkoutInProgress();
  }
  return { url: session.url };
}

/** The premium checkout this person opened last and has not completed, if any. */
async function openPremiumCheckout(deps: Deps, user: SessionUser): Promise<string | null> {
  await deps.db.insert(subscribers).values({ userId: user.id, email: user.email }).onConflictDoNothing();
  const [row] = await deps.db
    .select({ sessionId: subscribers.premiumCheckoutSessionId })
    .from(subscribers)
    .where(eq(subscribers.userId, user.id));
  return row?.sessionId ?? null;
}

async function closeCheckout(deps: Deps, sessionId: string): Promise<"closed" | "paid"> {
  try {
    return await deps.providers.payments.closeCheckout(sessionId);
  } catch (error) {
    throw providerError(deps, error);
  }
}

function checkoutInProgress(): AppError {
  return new AppError("checkout_in_progress", "A checkout for this is already being opened. Try again in a moment.");
}

/**
 * A checkout of the premium plan as the agency's settings say now: each checkout carries its own
 * price (the provider makes it with the subscription), so a new price is for new subscriptions
 * and existing subscribers keep the one they bought.
 */
async function createPremiumSession(deps: Deps, user: SessionUser, portalUrl: string) {
  const { premium } = await getAgencySettings(deps.db);
  try {
    return await deps.providers.payments.createCheckout({
      reference: premiumReference(user.id),
      customerEmail: user.email,
      name: premium.name,
      description: inLanguage(premium.priceLabel, user.language ?? "en"),
      amountCents: premium.monthlyPriceCents,
      billingType: "monthly",
      successUrl: `${portalUrl}/dashboard?checkout=success`,
      cancelUrl: `${portalUrl}/dashboard`,
    });
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
 * Closes this client's open checkouts for the feature, so only the newest can be paid; refuses
 * when one of them was paid meanwhile (its events are on the way).
 */
async function closeOpenFeatureCheckouts(deps: Deps, clientId: string, featureId: string): Promise<void> {
  const open = await deps.db
    .select({ id: purchasedFeatures.id, sessionId: purchasedFeatures.providerSessionId })
    .from(purchasedFeatures)
    .where(
      and(
        eq(purchasedFeatures.clientId, clientId),
        eq(purchasedFeatures.featureId, featureId),
        eq(purchasedFeatures.paymentStatus, "pending"),
      ),
    );
  for (const purchase of open) {
    // Without a session id it is being opened right now by another request.
    if (!purchase.sessionId) throw checkoutInProgress();
    if ((await closeCheckout(deps, purchase.sessionId)) === "paid") {
      throw new AppError("feature_already_owned", "You already own this feature.");
    }
    await deps.db
      .update(purchasedFeatures)
      .set({ paymentStatus: "expired" })
      .where(and(eq(purchasedFeatures.id, purchase.id), eq(purchasedFeatures.paymentStatus, "pending")));
  }
}

/**
 * A checkout for a catalogue feature at the catalogue's price. The purchase is recorded first
 * (payment pending, with the session id) so the provider's events find it; an earlier open
 * checkout for the same feature is closed first, so a client never pays twice (decision 067).
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
  await closeOpenFeatureCheckouts(deps, user.id, feature.id);
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
    // One pending purchase per client and feature: a request opening one at the same moment wins.
    .onConflictDoNothing()
    .returning({ id: purchasedFeatures.id });
  if (!purchase) throw checkoutInProgress();
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
