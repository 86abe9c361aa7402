ALTER TABLE "profiles" DROP COLUMN "banned";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "ban_reason";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "ban_expires";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "impersonated_by";