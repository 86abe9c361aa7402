DROP INDEX "invoices_client_date_idx";--> statement-breakpoint
DROP INDEX "invoices_date_idx";--> statement-breakpoint
CREATE INDEX "invoices_client_date_idx" ON "invoices" USING btree ("client_id","invoice_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);