CREATE TABLE "invoice_reminders" (
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_kind_pk" PRIMARY KEY("invoice_id","kind"),
	CONSTRAINT "invoice_reminders_kind_check" CHECK ("kind" IN ('due_soon', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "invoice_on" text DEFAULT 'approval' NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_invoice_on_check" CHECK ("invoice_on" IN ('approval', 'due_date', 'project_start'));--> statement-breakpoint
-- Milestones already invoiced, and approved ones with an amount (invoiced at approval before this
-- migration, or failed then and left as decision 098 says): the schedule does not issue them again.
UPDATE "milestones" SET "invoiced_at" = coalesce((SELECT i."created_at" FROM "invoices" i WHERE i."milestone_id" = "milestones"."id"), "milestones"."updated_at")
WHERE EXISTS (SELECT 1 FROM "invoices" i WHERE i."milestone_id" = "milestones"."id") OR ("state" = 'approved' AND coalesce("amount_cents", 0) > 0);
