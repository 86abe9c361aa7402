ALTER TABLE "purchased_features" DROP CONSTRAINT "purchased_features_payment_status_check";--> statement-breakpoint
ALTER TABLE "purchased_features" ADD CONSTRAINT "purchased_features_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'cancelled', 'failed', 'refunded', 'expired'));--> statement-breakpoint
-- Checkouts backed out of were recorded as cancelled; they were never paid (no payment id) and are not purchases.
UPDATE "purchased_features" SET "payment_status" = 'expired' WHERE "payment_status" = 'cancelled' AND "payment_id" IS NULL AND "stripe_subscription_id" IS NULL AND "is_legacy" = false;
