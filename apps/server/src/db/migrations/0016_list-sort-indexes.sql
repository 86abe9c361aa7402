DROP INDEX "invoices_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "profiles_role_name_order_idx" ON "profiles" USING btree ("role","full_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_role_email_order_idx" ON "profiles" USING btree ("role","email" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_role_business_order_idx" ON "profiles" USING btree ("role","business_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_role_created_order_idx" ON "profiles" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin (lower("full_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_order_idx" ON "invoices" USING btree ("invoice_number" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_client_email_order_idx" ON "invoices" USING btree ("client_email" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_amount_order_idx" ON "invoices" USING btree ("amount_cents" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_due_order_idx" ON "invoices" USING btree ("due_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_order_idx" ON "invoices" USING btree ("status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_created_order_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_updated_order_idx" ON "support_tickets" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_number_order_idx" ON "support_tickets" USING btree ("ticket_number" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_subject_order_idx" ON "support_tickets" USING btree ("subject" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_status_order_idx" ON "support_tickets" USING btree ("status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin (lower("invoice_number" || ' ' || "description" || ' ' || coalesce("feature_or_package_name", '') || ' ' || "client_email") gin_trgm_ops);