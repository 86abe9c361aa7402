CREATE TABLE "open_ticket_days" (
	"day" date PRIMARY KEY NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_ticket_status_target_idx" ON "audit_entries" USING btree ("target_id") WHERE "audit_entries"."kind" = 'ticket_status_changed';--> statement-breakpoint
-- The open-tickets series of the admin dashboard (decision 116), kept per day on the agency's
-- clock by the rule of decision 064. The zone is the agency's setting (UTC until it is saved).
CREATE FUNCTION open_ticket_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "region"->>'timeZone' FROM "agency_settings" WHERE "id" = 1), 'UTC')
$$;--> statement-breakpoint
-- How much the tickets given move the number of open tickets, per day, times `sign`: +1 when each
-- was created, each audited status change from its before to its after status (none when either is
-- missing), and at its last activity the step to its current status from where its audited changes
-- left it. Summed over every ticket, each ticket adds whether it is open now.
CREATE FUNCTION open_ticket_steps(tickets "support_tickets"[], sign integer, zone text)
RETURNS TABLE ("day" date, "delta" bigint) LANGUAGE sql STABLE AS $$
  WITH t AS (SELECT * FROM unnest(tickets)),
  entries AS (
    SELECT e."target_id", e."created_at" AS moment,
           ((e."after"->>'status') IN ('new', 'in_progress'))::int - ((e."before"->>'status') IN ('new', 'in_progress'))::int AS delta
    FROM "audit_entries" e JOIN t ON e."target_id" = t."id"::text
    WHERE e."kind" = 'ticket_status_changed' AND e."after"->>'status' IS NOT NULL
  ),
  per_ticket AS (SELECT "target_id", sum(delta) AS total FROM entries GROUP BY "target_id"),
  steps AS (
    SELECT "created_at" AS moment, 1 AS delta FROM t
    UNION ALL
    SELECT moment, delta FROM entries WHERE delta <> 0
    UNION ALL
    SELECT greatest(t."updated_at", t."created_at"), ("status" IN ('new', 'in_progress'))::int - 1 - coalesce(p.total, 0)::int
    FROM t LEFT JOIN per_ticket p ON p."target_id" = t."id"::text
  )
  SELECT (moment AT TIME ZONE zone)::date, sign * sum(delta) FROM steps WHERE delta <> 0 GROUP BY 1
$$;--> statement-breakpoint
-- Adds per-day moves to the kept rows, days in order (two writers lock the rows in one order).
CREATE FUNCTION open_ticket_days_add(moves jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "open_ticket_days" AS d ("day", "delta")
    SELECT m."day", sum(m."delta") FROM jsonb_to_recordset(moves) AS m("day" date, "delta" bigint)
    GROUP BY m."day" HAVING sum(m."delta") <> 0 ORDER BY m."day"
  ON CONFLICT ("day") DO UPDATE SET "delta" = d."delta" + excluded."delta"
$$;--> statement-breakpoint
CREATE FUNCTION open_ticket_days_shift() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE zone text := open_ticket_zone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM open_ticket_days_add((SELECT jsonb_agg(s) FROM open_ticket_steps(ARRAY(SELECT ROW(a.*)::"support_tickets" FROM added a), 1, zone) s));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM open_ticket_days_add((SELECT jsonb_agg(s) FROM open_ticket_steps(ARRAY(SELECT ROW(r.*)::"support_tickets" FROM removed r), -1, zone) s));
  ELSE
    -- Only rows whose creation, last activity or status moved (an assignment alone moves nothing).
    PERFORM open_ticket_days_add((SELECT jsonb_agg(s) FROM (
      SELECT * FROM open_ticket_steps(ARRAY(SELECT ROW(a.*)::"support_tickets" FROM added a WHERE NOT EXISTS (
        SELECT 1 FROM removed r WHERE r."id" = a."id" AND r."created_at" = a."created_at"
          AND r."updated_at" = a."updated_at" AND r."status" = a."status")), 1, zone)
      UNION ALL
      SELECT * FROM open_ticket_steps(ARRAY(SELECT ROW(r.*)::"support_tickets" FROM removed r WHERE NOT EXISTS (
        SELECT 1 FROM added a WHERE a."id" = r."id" AND a."created_at" = r."created_at"
          AND a."updated_at" = r."updated_at" AND a."status" = r."status")), -1, zone)
    ) s));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER open_ticket_days_on_insert AFTER INSERT ON "support_tickets"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION open_ticket_days_shift();--> statement-breakpoint
CREATE TRIGGER open_ticket_days_on_update AFTER UPDATE ON "support_tickets"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION open_ticket_days_shift();--> statement-breakpoint
CREATE TRIGGER open_ticket_days_on_delete AFTER DELETE ON "support_tickets"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION open_ticket_days_shift();--> statement-breakpoint
-- An audited status change of an existing ticket: its step on the day it was made, and the same
-- amount taken off the ticket's step at its last activity (the audit trail is never changed or
-- removed, migration 0013, so inserts are all there is to follow).
CREATE FUNCTION open_ticket_days_audited() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE zone text := open_ticket_zone();
BEGIN
  PERFORM open_ticket_days_add((SELECT jsonb_agg(s) FROM (
    SELECT (v.at AT TIME ZONE zone)::date AS "day", v.moved AS "delta" FROM (
      SELECT e."created_at" AS changed_at, d.change, greatest(t."updated_at", t."created_at") AS last_activity
      FROM added e
      CROSS JOIN LATERAL (SELECT ((e."after"->>'status') IN ('new', 'in_progress'))::int
        - ((e."before"->>'status') IN ('new', 'in_progress'))::int AS change) d
      JOIN "support_tickets" t
        ON t."id" = (CASE WHEN e."target_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN e."target_id"::uuid END)
      WHERE e."kind" = 'ticket_status_changed' AND e."after"->>'status' IS NOT NULL AND d.change <> 0
    ) c
    CROSS JOIN LATERAL (VALUES (c.changed_at, c.change), (c.last_activity, -c.change)) AS v(at, moved)
  ) s));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER open_ticket_days_on_audit AFTER INSERT ON "audit_entries"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION open_ticket_days_audited();--> statement-breakpoint
-- Every kept row again, from every ticket and the audit trail, in the zone set now. Writers of
-- tickets and of the trail wait (and are waited for), so none is counted twice or missed.
CREATE FUNCTION open_ticket_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "support_tickets", "audit_entries" IN SHARE MODE;
  DELETE FROM "open_ticket_days";
  PERFORM open_ticket_days_add((SELECT jsonb_agg(s) FROM open_ticket_steps(
    ARRAY(SELECT t FROM "support_tickets" t), 1, open_ticket_zone()) s));
END $$;--> statement-breakpoint
CREATE FUNCTION open_ticket_days_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_zone text := 'UTC';
  after_zone text := 'UTC';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN before_zone := coalesce(OLD."region"->>'timeZone', 'UTC'); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN after_zone := coalesce(NEW."region"->>'timeZone', 'UTC'); END IF;
  IF before_zone IS DISTINCT FROM after_zone THEN PERFORM open_ticket_days_rebuild(); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER open_ticket_days_on_zone AFTER INSERT OR UPDATE OR DELETE ON "agency_settings"
  FOR EACH ROW EXECUTE FUNCTION open_ticket_days_zone_changed();--> statement-breakpoint
CREATE FUNCTION open_ticket_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_ticket_days_rebuild();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER open_ticket_days_on_tickets_truncate AFTER TRUNCATE ON "support_tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION open_ticket_days_truncated();--> statement-breakpoint
CREATE TRIGGER open_ticket_days_on_settings_truncate AFTER TRUNCATE ON "agency_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION open_ticket_days_truncated();--> statement-breakpoint
SELECT open_ticket_days_rebuild();
