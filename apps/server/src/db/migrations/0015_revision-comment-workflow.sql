CREATE TABLE "revision_comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"revision_id" uuid NOT NULL,
	"annotation_id" text NOT NULL,
	"admin_id" uuid,
	"from_admin" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_comment_replies_message_check" CHECK (char_length("message") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "revision_comment_statuses" (
	"revision_id" uuid NOT NULL,
	"annotation_id" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_comment_statuses_revision_id_annotation_id_pk" PRIMARY KEY("revision_id","annotation_id"),
	CONSTRAINT "revision_comment_statuses_status_check" CHECK ("status" IN ('open', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "revision_comment_views" (
	"user_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"annotation_id" text NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_comment_views_user_id_revision_id_annotation_id_pk" PRIMARY KEY("user_id","revision_id","annotation_id")
);
--> statement-breakpoint
ALTER TABLE "revision_comment_replies" ADD CONSTRAINT "revision_comment_replies_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_comment_replies" ADD CONSTRAINT "revision_comment_replies_admin_id_profiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_comment_statuses" ADD CONSTRAINT "revision_comment_statuses_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_comment_views" ADD CONSTRAINT "revision_comment_views_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_comment_views" ADD CONSTRAINT "revision_comment_views_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revision_comment_replies_thread_idx" ON "revision_comment_replies" USING btree ("revision_id","annotation_id","created_at");