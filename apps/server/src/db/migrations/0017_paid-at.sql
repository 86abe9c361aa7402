ALTER TABLE "invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at","amount_cents") WHERE "invoices"."paid_at" IS NOT NULL;--> statement-breakpoint
-- Invoices already paid: an automatic invoice was created by its payment; a manual one was paid when an admin marked it (the audit trail's latest "marked paid"), else at its last change.
UPDATE "invoices" SET "paid_at" = CASE WHEN "purchase_type" = 'automatic' THEN "created_at" ELSE "updated_at" END WHERE "status" = 'paid';--> statement-breakpoint
UPDATE "invoices" SET "paid_at" = "marked"."at"
FROM (SELECT "target_id", max("created_at") AS "at" FROM "audit_entries" WHERE "kind" = 'invoice_marked_paid' GROUP BY "target_id") AS "marked"
WHERE "invoices"."status" = 'paid' AND "marked"."target_id" = "invoices"."id"::text;--> statement-breakpoint
-- Every way an invoice becomes paid (an admin's edit, a bulk change, a checkout, a renewal) passes here: paid_at is set when the status turns paid without one, and cleared when it leaves paid.
CREATE FUNCTION invoices_paid_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'paid' THEN
    NEW."paid_at" := NULL;
  ELSIF NEW."paid_at" IS NULL THEN
    NEW."paid_at" := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_paid_at BEFORE INSERT OR UPDATE OF "status", "paid_at" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_paid_at();
