ALTER TABLE "passkeys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_used_step" bigint;