CREATE TABLE "paid_revenue_days" (
	"day" date PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
-- The admin dashboard's revenue (decision 121): per day on the agency's clock (the zone of
-- open_ticket_zone(), migration 0035), the amounts of the invoices paid that day, by `paid_at` as the
-- dashboard's range read summed them. Statement triggers move the days of the rows a write touched:
-- an invoice paid, un-paid, refunded, re-dated, re-priced, inserted paid or deleted. Days are
-- upserted in day order, so two writers lock them in one order.
CREATE FUNCTION paid_revenue_days_add(zone text, moves jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "paid_revenue_days" ("day", "amount_cents")
  SELECT (("m"->>'paidAt')::timestamptz AT TIME ZONE zone)::date, sum(("m"->>'amount')::bigint)
  FROM jsonb_array_elements(coalesce(moves, '[]'::jsonb)) AS "m"
  GROUP BY 1 HAVING sum(("m"->>'amount')::bigint) <> 0 ORDER BY 1
  ON CONFLICT ("day") DO UPDATE SET "amount_cents" = "paid_revenue_days"."amount_cents" + excluded."amount_cents"
$$;--> statement-breakpoint
CREATE FUNCTION paid_revenue_days_shift() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE zone text := open_ticket_zone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM paid_revenue_days_add(zone, (SELECT jsonb_agg(jsonb_build_object('paidAt', "paid_at", 'amount', "amount_cents"))
      FROM added WHERE "paid_at" IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM paid_revenue_days_add(zone, (SELECT jsonb_agg(jsonb_build_object('paidAt', "paid_at", 'amount', -"amount_cents"))
      FROM removed WHERE "paid_at" IS NOT NULL));
  ELSE
    PERFORM paid_revenue_days_add(zone, (SELECT jsonb_agg("m") FROM (
      SELECT jsonb_build_object('paidAt', r."paid_at", 'amount', -r."amount_cents") AS "m"
        FROM removed r JOIN added a ON a."id" = r."id"
        WHERE r."paid_at" IS NOT NULL AND (r."paid_at", r."amount_cents") IS DISTINCT FROM (a."paid_at", a."amount_cents")
      UNION ALL
      SELECT jsonb_build_object('paidAt', a."paid_at", 'amount', a."amount_cents")
        FROM removed r JOIN added a ON a."id" = r."id"
        WHERE a."paid_at" IS NOT NULL AND (r."paid_at", r."amount_cents") IS DISTINCT FROM (a."paid_at", a."amount_cents")
    ) AS "moves"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER paid_revenue_days_on_insert AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION paid_revenue_days_shift();--> statement-breakpoint
CREATE TRIGGER paid_revenue_days_on_update AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION paid_revenue_days_shift();--> statement-breakpoint
CREATE TRIGGER paid_revenue_days_on_delete AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION paid_revenue_days_shift();--> statement-breakpoint
-- Every kept row again, from every invoice, in the zone set now; writers of invoices wait.
CREATE FUNCTION paid_revenue_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "invoices" IN SHARE MODE;
  DELETE FROM "paid_revenue_days";
  INSERT INTO "paid_revenue_days" ("day", "amount_cents")
    SELECT ("paid_at" AT TIME ZONE open_ticket_zone())::date, sum("amount_cents") FROM "invoices"
    WHERE "paid_at" IS NOT NULL GROUP BY 1;
END $$;--> statement-breakpoint
CREATE FUNCTION paid_revenue_days_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_zone text := 'UTC';
  after_zone text := 'UTC';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN before_zone := coalesce(OLD."region"->>'timeZone', 'UTC'); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN after_zone := coalesce(NEW."region"->>'timeZone', 'UTC'); END IF;
  IF before_zone IS DISTINCT FROM after_zone THEN PERFORM paid_revenue_days_rebuild(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER paid_revenue_days_on_zone AFTER INSERT OR UPDATE OR DELETE ON "agency_settings"
  FOR EACH ROW EXECUTE FUNCTION paid_revenue_days_zone_changed();--> statement-breakpoint
CREATE FUNCTION paid_revenue_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM paid_revenue_days_rebuild();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER paid_revenue_days_on_invoices_truncate AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION paid_revenue_days_truncated();--> statement-breakpoint
CREATE TRIGGER paid_revenue_days_on_settings_truncate AFTER TRUNCATE ON "agency_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION paid_revenue_days_truncated();--> statement-breakpoint
SELECT paid_revenue_days_rebuild();
