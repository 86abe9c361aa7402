CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text,
	"target" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"person_id" uuid,
	"person_label" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_entries_kind_check" CHECK ("kind" IN ('sign_in', 'sign_in_failed', 'user_invited', 'invite_resent', 'role_changed', 'user_deleted', 'project_created', 'project_updated', 'revision_status_changed', 'invoice_created', 'invoice_updated', 'invoice_marked_paid', 'invoice_deleted', 'feature_created', 'feature_updated', 'feature_deleted', 'feature_price_recreated', 'store_availability_changed', 'purchase_status_changed', 'purchase_progress_changed', 'ticket_status_changed', 'ticket_assigned', 'ticket_note_added', 'billing_tool_run')),
	CONSTRAINT "audit_entries_target_check" CHECK ("target" IN ('user', 'project', 'revision', 'invoice', 'feature', 'store', 'purchase', 'ticket', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "support_ticket_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid,
	"author_label" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assigned_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "support_ticket_notes" ADD CONSTRAINT "support_ticket_notes_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_notes" ADD CONSTRAINT "support_ticket_notes_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_created_idx" ON "audit_entries" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_person_created_idx" ON "audit_entries" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_kind_created_idx" ON "audit_entries" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_label_trgm_idx" ON "audit_entries" USING gin ("actor_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entries_person_label_trgm_idx" ON "audit_entries" USING gin ("person_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_ticket_notes_ticket_created_idx" ON "support_ticket_notes" USING btree ("ticket_id","created_at");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assigned_admin_id_profiles_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_assigned_created_idx" ON "support_tickets" USING btree ("assigned_admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION audit_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_entries_no_update BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION audit_entries_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse_change();
