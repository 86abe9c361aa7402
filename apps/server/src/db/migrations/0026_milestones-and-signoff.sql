CREATE TABLE "milestone_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"milestone_title" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"signer_id" uuid,
	"signer_name" text NOT NULL,
	"address" text,
	"browser" text,
	"demo_url" text NOT NULL,
	"version_label" text DEFAULT '' NOT NULL,
	"pages" jsonb NOT NULL,
	"content_sha256" text NOT NULL,
	"certificate_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_he" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"amount_cents" integer,
	"review_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version_label" text DEFAULT '' NOT NULL,
	"approval_requested_at" timestamp with time zone,
	"changes_revision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_state_check" CHECK ("state" IN ('upcoming', 'in_progress', 'awaiting_approval', 'changes_requested', 'approved')),
	CONSTRAINT "milestones_amount_check" CHECK ("milestones"."amount_cents" IS NULL OR "milestones"."amount_cents" >= 0),
	CONSTRAINT "milestones_title_check" CHECK ("milestones"."title_en" <> '' OR "milestones"."title_he" <> '')
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_kind_check";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_target_check";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_changes_revision_id_revisions_id_fk" FOREIGN KEY ("changes_revision_id") REFERENCES "public"."revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_approvals_milestone_key" ON "milestone_approvals" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "milestone_approvals_project_idx" ON "milestone_approvals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "milestones_project_position_idx" ON "milestones" USING btree ("project_id","position");--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_kind_check" CHECK ("kind" IN ('sign_in', 'sign_in_failed', 'user_invited', 'invite_resent', 'role_changed', 'user_deleted', 'project_created', 'project_updated', 'milestone_created', 'milestone_updated', 'milestone_deleted', 'milestones_reordered', 'milestone_approval_requested', 'revision_status_changed', 'invoice_created', 'invoice_updated', 'invoice_marked_paid', 'invoice_deleted', 'feature_created', 'feature_updated', 'feature_deleted', 'feature_price_recreated', 'store_availability_changed', 'purchase_status_changed', 'purchase_progress_changed', 'ticket_status_changed', 'ticket_assigned', 'ticket_note_added', 'billing_tool_run', 'agency_settings_changed', 'agency_set_up', 'admin_created'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_target_check" CHECK ("target" IN ('user', 'project', 'milestone', 'revision', 'invoice', 'feature', 'store', 'purchase', 'ticket', 'billing', 'agency'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("purpose" IN ('revision_image', 'ticket_attachment', 'invoice_file', 'feature_image', 'pin_screenshot', 'agency_logo', 'agency_icon', 'signoff_certificate'));--> statement-breakpoint
CREATE FUNCTION milestone_approvals_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'milestone approvals are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER milestone_approvals_no_update BEFORE UPDATE OR DELETE ON "milestone_approvals"
  FOR EACH ROW EXECUTE FUNCTION milestone_approvals_refuse_change();--> statement-breakpoint
CREATE TRIGGER milestone_approvals_no_truncate BEFORE TRUNCATE ON "milestone_approvals"
  FOR EACH STATEMENT EXECUTE FUNCTION milestone_approvals_refuse_change();
