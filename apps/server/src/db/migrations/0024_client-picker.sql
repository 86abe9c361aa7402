-- The client picker's natural order (decision 086): digit runs padded to compare as numbers, so
-- "scale2" sorts before "scale10"; letters lower-cased. Immutable, so an index can hold it.
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN part[1] ~ '^[0-9]' THEN lpad(part[1], greatest(20, length(part[1])), '0') ELSE lower(part[1]) END,
    '' ORDER BY n), '')
  FROM regexp_matches(value, '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS m(part, n)
$$;--> statement-breakpoint
CREATE INDEX "profiles_client_picker_trgm_idx" ON "profiles" USING gin (lower("full_name" || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops) WHERE "profiles"."role" = 'client';--> statement-breakpoint
CREATE INDEX "profiles_client_picker_order_idx" ON "profiles" USING btree (natural_sort_key(coalesce(nullif("full_name", ''), "email")),"id") WHERE "profiles"."role" = 'client';