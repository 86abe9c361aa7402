CREATE TABLE "ticket_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"unassigned" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "ticket_status_totals" ("status", "count", "unassigned")
  SELECT "status", count(*), count(*) FILTER (WHERE "assigned_admin_id" IS NULL) FROM "support_tickets" GROUP BY "status";--> statement-breakpoint
CREATE FUNCTION ticket_status_totals_shift() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each statement moves the counts by what it added and removed, netted per status (an update
  -- that changes neither status nor assignment writes nothing here). Rows are taken in status
  -- order, so two writers lock the totals in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_status_totals" AS t ("status", "count", "unassigned")
      SELECT "status", count(*), count(*) FILTER (WHERE "assigned_admin_id" IS NULL) FROM added GROUP BY "status" ORDER BY "status"
    ON CONFLICT ("status") DO UPDATE SET "count" = t."count" + excluded."count", "unassigned" = t."unassigned" + excluded."unassigned";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_status_totals" AS t ("status", "count", "unassigned")
      SELECT "status", -count(*), -count(*) FILTER (WHERE "assigned_admin_id" IS NULL) FROM removed GROUP BY "status" ORDER BY "status"
    ON CONFLICT ("status") DO UPDATE SET "count" = t."count" + excluded."count", "unassigned" = t."unassigned" + excluded."unassigned";
  ELSE
    INSERT INTO "ticket_status_totals" AS t ("status", "count", "unassigned")
      SELECT "status", sum(d), sum(u) FROM (
        SELECT "status", 1 AS d, ("assigned_admin_id" IS NULL)::int AS u FROM added
        UNION ALL
        SELECT "status", -1, -(("assigned_admin_id" IS NULL)::int) FROM removed
      ) AS moved GROUP BY "status" HAVING sum(d) <> 0 OR sum(u) <> 0 ORDER BY "status"
    ON CONFLICT ("status") DO UPDATE SET "count" = t."count" + excluded."count", "unassigned" = t."unassigned" + excluded."unassigned";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ticket_status_totals_on_insert AFTER INSERT ON "support_tickets"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ticket_status_totals_shift();--> statement-breakpoint
CREATE TRIGGER ticket_status_totals_on_update AFTER UPDATE ON "support_tickets"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ticket_status_totals_shift();--> statement-breakpoint
CREATE TRIGGER ticket_status_totals_on_delete AFTER DELETE ON "support_tickets"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ticket_status_totals_shift();--> statement-breakpoint
CREATE FUNCTION ticket_status_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ticket_status_totals";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ticket_status_totals_on_truncate AFTER TRUNCATE ON "support_tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_status_totals_truncated();
