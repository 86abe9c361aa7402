CREATE TABLE "profile_role_totals" (
	"role" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "profile_role_totals" ("role", "count")
  SELECT r.role, (SELECT count(*) FROM "profiles" p WHERE p.role = r.role) FROM (VALUES ('client'), ('admin')) AS r(role);--> statement-breakpoint
CREATE FUNCTION profile_role_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profile_role_totals" AS t ("role", "count")
    SELECT role, count(*) FROM added GROUP BY role
  ON CONFLICT ("role") DO UPDATE SET "count" = t."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_role_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profile_role_totals" t SET "count" = t."count" - r.n
    FROM (SELECT role, count(*) AS n FROM removed GROUP BY role) r WHERE t."role" = r.role;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_role_totals_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profile_role_totals" SET "count" = "count" + CASE WHEN "role" = NEW.role THEN 1 ELSE -1 END
    WHERE "role" IN (OLD.role, NEW.role);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_role_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profile_role_totals" SET "count" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profile_role_totals_on_insert AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION profile_role_totals_added();--> statement-breakpoint
CREATE TRIGGER profile_role_totals_on_delete AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION profile_role_totals_removed();--> statement-breakpoint
CREATE TRIGGER profile_role_totals_on_role_change AFTER UPDATE OF "role" ON "profiles"
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION profile_role_totals_moved();--> statement-breakpoint
CREATE TRIGGER profile_role_totals_on_truncate AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION profile_role_totals_truncated();
