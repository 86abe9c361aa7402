import type { BillingType, FulfilmentStatus, PaymentStatus } from "@portal/shared/constants";
import { FEATURE_COMPLETION_DAYS } from "@portal/shared/constants";
import type { Database } from "../client.ts";
import { features, purchasedFeatures } from "../schema/index.ts";

export interface FeatureInput {
  title?: string;
  description?: string;
  priceCents?: number;
  billingType?: BillingType;
  estimatedDeliveryDays?: number | null;
  imageFileId?: string | null;
  createdBy?: string | null;
  createdAt?: Date;
}

/** Inserts a catalogue feature; used by the demo data and by tests. */
export async function createFeatureRow(db: Database, input: FeatureInput = {}) {
  const [row] = await db
    .insert(features)
    .values({
      title: input.title ?? `Feature ${crypto.randomUUID().slice(0, 8)}`,
      description: input.description ?? "A feature for tests.",
      priceCents: input.priceCents ?? 4900,
      billingType: input.billingType ?? "one_time",
      estimatedDeliveryDays: input.estimatedDeliveryDays === undefined ? 7 : input.estimatedDeliveryDays,
      imageFileId: input.imageFileId ?? null,
      createdBy: input.createdBy ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row;
}

export interface PurchaseInput {
  client: { id: string; email: string };
  feature?: { id: string; title: string; priceCents: number; billingType: string };
  featureName?: string;
  priceCents?: number;
  billingType?: BillingType;
  paymentStatus?: PaymentStatus;
  status?: FulfilmentStatus;
  progress?: number;
  purchasedAt?: Date;
  targetCompletionDate?: Date | null;
  isLegacy?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts a purchase (paid unless told otherwise, target date = purchase + 30 days). */
export async function createPurchaseRow(db: Database, input: PurchaseInput) {
  const purchasedAt = input.purchasedAt ?? new Date();
  const [row] = await db
    .insert(purchasedFeatures)
    .values({
      clientId: input.client.id,
      clientEmail: input.client.email,
      featureId: input.feature?.id ?? null,
      featureName: input.featureName ?? input.feature?.title ?? "Test feature",
      priceCents: input.priceCents ?? input.feature?.priceCents ?? 4900,
      billingType: input.billingType ?? (input.feature?.billingType as BillingType | undefined) ?? "one_time",
      paymentStatus: input.paymentStatus ?? "paid",
      status: input.status ?? "pending",
      progress: input.progress ?? (input.status === "completed" ? 100 : 0),
      purchasedAt,
      targetCompletionDate:
        input.targetCompletionDate === undefined
          ? new Date(purchasedAt.getTime() + FEATURE_COMPLETION_DAYS * DAY_MS)
          : input.targetCompletionDate,
      isLegacy: input.isLegacy ?? false,
    })
    .returning();
  return row;
}
