CREATE TABLE "invoice_totals" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "invoice_totals_one_row" CHECK ("invoice_totals"."one")
);
--> statement-breakpoint
INSERT INTO "invoice_totals" ("one", "count") SELECT true, count(*) FROM "invoices";--> statement-breakpoint
CREATE FUNCTION invoice_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoice_totals" SET "count" = "count" + (SELECT count(*) FROM added);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoice_totals" SET "count" = "count" - (SELECT count(*) FROM removed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_totals_on_insert AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_added();--> statement-breakpoint
CREATE TRIGGER invoice_totals_on_delete AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_removed();--> statement-breakpoint
CREATE FUNCTION invoice_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoice_totals" SET "count" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_totals_on_truncate AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_truncated();
