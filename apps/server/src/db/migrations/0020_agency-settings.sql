CREATE TABLE "agency_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"identity" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"landing" jsonb NOT NULL,
	"invoicing" jsonb NOT NULL,
	"premium" jsonb NOT NULL,
	"region" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "agency_settings_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "setup_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setup_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_kind_check";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_target_check";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_kind_check" CHECK ("kind" IN ('sign_in', 'sign_in_failed', 'user_invited', 'invite_resent', 'role_changed', 'user_deleted', 'project_created', 'project_updated', 'revision_status_changed', 'invoice_created', 'invoice_updated', 'invoice_marked_paid', 'invoice_deleted', 'feature_created', 'feature_updated', 'feature_deleted', 'feature_price_recreated', 'store_availability_changed', 'purchase_status_changed', 'purchase_progress_changed', 'ticket_status_changed', 'ticket_assigned', 'ticket_note_added', 'billing_tool_run', 'agency_settings_changed', 'agency_set_up', 'admin_created'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_target_check" CHECK ("target" IN ('user', 'project', 'revision', 'invoice', 'feature', 'store', 'purchase', 'ticket', 'billing', 'agency'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("purpose" IN ('revision_image', 'ticket_attachment', 'invoice_file', 'feature_image', 'pin_screenshot', 'agency_logo', 'agency_icon'));--> statement-breakpoint
-- New invoice numbers take the agency's prefix (Settings -> Agency -> Invoicing); "INV" until one is saved.
CREATE OR REPLACE FUNCTION generate_invoice_number() RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT coalesce((SELECT invoicing->>'invoiceNumberPrefix' FROM agency_settings WHERE id = 1), 'INV')
    || '-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')
$$;
