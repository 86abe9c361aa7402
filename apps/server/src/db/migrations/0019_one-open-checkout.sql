ALTER TABLE "subscribers" ADD COLUMN "premium_checkout_session_id" text;--> statement-breakpoint
-- Of several open checkouts for the same client and feature, the newest stays open.
UPDATE "purchased_features" p SET "payment_status" = 'expired'
  WHERE p."payment_status" = 'pending' AND EXISTS (
    SELECT 1 FROM "purchased_features" q
    WHERE q."client_id" = p."client_id" AND q."feature_id" = p."feature_id" AND q."payment_status" = 'pending'
      AND (q."purchased_at", q."id") > (p."purchased_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_features_one_pending_idx" ON "purchased_features" USING btree ("client_id","feature_id") WHERE "purchased_features"."payment_status" = 'pending';