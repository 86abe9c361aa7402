ALTER TABLE "revisions" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "author_label" text;--> statement-breakpoint
ALTER TABLE "revision_comment_replies" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "revision_comment_replies" ADD COLUMN "author_label" text;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD COLUMN "author_label" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "author_label" text;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_comment_replies" ADD CONSTRAINT "revision_comment_replies_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 118: the rows written before this were the company's own account's, so each names it,
-- labelled with the company's name (companyNameOf: business name, else full name, else e-mail).
UPDATE "revisions" r SET "author_id" = p."id",
  "author_label" = coalesce(nullif(btrim(p."business_name"), ''), nullif(btrim(p."full_name"), ''), p."email")
FROM "profiles" p WHERE p."id" = r."client_id";--> statement-breakpoint
UPDATE "revision_comment_replies" c SET "author_id" = p."id",
  "author_label" = coalesce(nullif(btrim(p."business_name"), ''), nullif(btrim(p."full_name"), ''), p."email")
FROM "revisions" r JOIN "profiles" p ON p."id" = r."client_id"
WHERE r."id" = c."revision_id" AND NOT c."from_admin";--> statement-breakpoint
UPDATE "support_tickets" t SET "author_id" = p."id",
  "author_label" = coalesce(nullif(btrim(p."business_name"), ''), nullif(btrim(p."full_name"), ''), p."email")
FROM "profiles" p WHERE p."id" = t."client_id";--> statement-breakpoint
UPDATE "support_ticket_replies" x SET "author_id" = p."id",
  "author_label" = coalesce(nullif(btrim(p."business_name"), ''), nullif(btrim(p."full_name"), ''), p."email")
FROM "support_tickets" t JOIN "profiles" p ON p."id" = t."client_id"
WHERE t."id" = x."ticket_id" AND NOT x."from_admin";
