import { z } from "zod";
import { BILLING_TYPES, FULFILMENT_STATUSES, PAYMENT_STATUSES } from "./constants.ts";
import { parseAmountToCents } from "./format.ts";
import { pageInfoFields, pageQueryFields, sortContract } from "./pagination.ts";

export const FEATURE_TITLE_MAX = 200;
export const FEATURE_DESCRIPTION_MAX = 5000;
/** The spec's hint says 10MB; it is not enforced by the spec, the server keeps it as a ceiling. */
export const FEATURE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PURCHASE_DATE_WINDOWS = [7, 30, 90, 365] as const;
export type PurchaseDateWindow = (typeof PURCHASE_DATE_WINDOWS)[number];

/** Add/edit feature as the server takes it (JSON); messages are i18n keys of the `store` namespace. */
export const featureRequest = z.object({
  title: z.string().trim().min(1, { message: "titleRequired" }).max(FEATURE_TITLE_MAX),
  description: z.string().trim().min(1, { message: "descriptionRequired" }).max(FEATURE_DESCRIPTION_MAX),
  priceCents: z.number().int({ message: "priceInvalid" }).min(0, { message: "priceInvalid" }).max(100_000_000),
  billingType: z.enum(BILLING_TYPES, { message: "billingTypeRequired" }),
  estimatedDeliveryDays: z
    .number()
    .int({ message: "deliveryDaysInvalid" })
    .min(1, { message: "deliveryDaysInvalid" })
    .max(3650)
    .nullable(),
  /** A file uploaded first through the feature-image upload; null for no image. */
  imageFileId: z.uuid().nullable(),
});
export type FeatureRequest = z.infer<typeof featureRequest>;

/** An edit of a feature: only the fields to change (a field left out keeps its value). */
export const featureChangesRequest = featureRequest.partial();
export type FeatureChangesRequest = z.infer<typeof featureChangesRequest>;

/** The add/edit form as typed (price in dollars, days as text), turned into a `FeatureRequest`. */
export const featureForm = z.object({
  title: z.string().trim().min(1, { message: "titleRequired" }).max(FEATURE_TITLE_MAX),
  description: z.string().trim().min(1, { message: "descriptionRequired" }).max(FEATURE_DESCRIPTION_MAX),
  price: z
    .string()
    .trim()
    .min(1, { message: "priceRequired" })
    .refine((v) => parseAmountToCents(v) !== null, { message: "priceInvalid" }),
  billingType: z.enum(BILLING_TYPES, { message: "billingTypeRequired" }),
  estimatedDeliveryDays: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 3650), {
      message: "deliveryDaysInvalid",
    }),
});
export type FeatureFormValues = z.infer<typeof featureForm>;

export function featureFormToRequest(values: FeatureFormValues, imageFileId: string | null): FeatureRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    priceCents: parseAmountToCents(values.price) ?? 0,
    billingType: values.billingType,
    estimatedDeliveryDays: values.estimatedDeliveryDays.trim() === "" ? null : Number(values.estimatedDeliveryDays),
    imageFileId,
  };
}

export const featureSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  billingType: z.enum(BILLING_TYPES),
  estimatedDeliveryDays: z.number().int().nullable(),
  imageFileId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  providerPriceId: z.string().nullable(),
  createdAt: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;

/** The catalogue's search (title or description) and page. */
/** Columns the catalogue sorts by; newest feature first by default. */
export const FEATURE_SORT = sortContract(["title", "price", "created"], { sort: "created", dir: "desc" });
export const featureListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  ...pageQueryFields,
  ...FEATURE_SORT.fields,
});
export type FeatureListQuery = z.output<typeof featureListQuery>;
export const featureListResponse = z.object({ features: z.array(featureSchema), ...pageInfoFields });
export type FeatureListResponse = z.infer<typeof featureListResponse>;

/** Save answer: the feature is saved even when the payment provider's price could not be made. */
export const featureSavedResponse = z.object({
  feature: featureSchema,
  warning: z.enum(["price_sync_failed"]).nullable(),
});
export type FeatureSavedResponse = z.infer<typeof featureSavedResponse>;

export const uploadedImageResponse = z.object({ id: z.string(), url: z.string() });

export const storeSettingsSchema = z.object({ storeOpen: z.boolean() });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** A purchase as its client sees it. */
export const purchaseSchema = z.object({
  id: z.string(),
  featureId: z.string().nullable(),
  featureName: z.string(),
  priceCents: z.number().int(),
  billingType: z.enum(BILLING_TYPES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(FULFILMENT_STATUSES),
  progress: z.number().int(),
  targetCompletionDate: z.string().nullable(),
  purchasedAt: z.string(),
  accessUntil: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  isLegacy: z.boolean(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseListResponse = z.object({ purchases: z.array(purchaseSchema) });

/**
 * A purchase as Client Features lists it for an admin: with its version as listed, which a status
 * or progress change made from this row sends as `If-Match` (decisions 075, 102).
 */
export const adminPurchaseSchema = purchaseSchema.extend({ etag: z.string() });
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

/** Columns Client Features' buyers sort by; the most recent buyer first by default. */
export const CLIENT_SUMMARY_SORT = sortContract(["email", "name", "features", "spent", "lastPurchase"], {
  sort: "lastPurchase",
  dir: "desc",
});

/** Filters of the admin client-features list; numbers arrive as query text. */
export const clientFeaturesQuery = z.object({
  email: z.string().trim().max(200).optional(),
  billingType: z.enum(BILLING_TYPES).optional(),
  days: z.coerce
    .number()
    .refine((v) => (PURCHASE_DATE_WINDOWS as readonly number[]).includes(v), { message: "invalidWindow" })
    .optional(),
  ...pageQueryFields,
  ...CLIENT_SUMMARY_SORT.fields,
});

export const clientSummarySchema = z.object({
  clientId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  featureCount: z.number().int(),
  totalSpentCents: z.number().int(),
  lastPurchaseAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientSummariesResponse = z.object({
  /** One page of the clients matching the filters. */
  clients: z.array(clientSummarySchema),
  ...pageInfoFields,
  /** Clients with any purchase, before filtering ("n of m"). */
  totalClients: z.number().int(),
  /** Features bought and revenue of every matching client (not only this page), for the summary cards. */
  featureCount: z.number().int(),
  revenueCents: z.number().int(),
});
export type ClientSummariesResponse = z.infer<typeof clientSummariesResponse>;

/** A checkout the client started but did not pay: still open (pending) or backed out of / lapsed (expired). */
export const unfinishedCheckoutSchema = z.object({
  id: z.string(),
  featureName: z.string(),
  priceCents: z.number().int(),
  billingType: z.enum(BILLING_TYPES),
  paymentStatus: z.enum(["pending", "expired"]),
  startedAt: z.string(),
});
export type UnfinishedCheckout = z.infer<typeof unfinishedCheckoutSchema>;

/** Columns one client's purchases sort by; newest first by default. */
export const PURCHASE_SORT = sortContract(["name", "price", "status", "progress", "purchased"], {
  sort: "purchased",
  dir: "desc",
});

/** Filters of one client's purchases in Client Features. */
export const clientPurchasesQuery = z.object({
  name: z.string().trim().max(200).optional(),
  status: z.enum(FULFILMENT_STATUSES).optional(),
  billingType: z.enum(BILLING_TYPES).optional(),
  days: clientFeaturesQuery.shape.days,
  ...pageQueryFields,
  ...PURCHASE_SORT.fields,
});
export type ClientPurchasesQuery = z.output<typeof clientPurchasesQuery>;

export const clientFeaturesResponse = z.object({
  client: z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() }),
  /** One page of the purchases matching the filters, newest first, each with its `etag`. */
  purchases: z.array(adminPurchaseSchema),
  ...pageInfoFields,
  /** All of the client's purchases, whatever the filters. */
  totalSpentCents: z.number().int(),
  /** Not purchases, so never shown to the client nor counted; admins see them, labelled. */
  unfinishedCheckouts: z.array(unfinishedCheckoutSchema),
});
export type ClientFeaturesDetail = z.infer<typeof clientFeaturesResponse>;

export const purchaseStatusRequest = z.object({ status: z.enum(FULFILMENT_STATUSES) });
export const purchaseProgressRequest = z.object({ progress: z.number().int().min(0).max(100) });
export const purchaseUpdatedResponse = z.object({ purchase: purchaseSchema });

/** The browser event that makes an open store page reload the client's purchases. */
export const PURCHASE_COMPLETED_EVENT = "purchaseCompleted";
