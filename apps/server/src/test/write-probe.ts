import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * Counts every write statement on the database's tables: a statement-level trigger on each table
 * of the public schema bumps a sequence (sequences are not rolled back, so a write that fails
 * counts too). A statement counts even when it changes no row (`ON CONFLICT DO NOTHING`, an
 * `UPDATE` matching nothing): a read path that repeats should not send one at all.
 */
export async function installWriteProbe(db: Database): Promise<() => Promise<number>> {
  const statements = [
    "CREATE SEQUENCE IF NOT EXISTS write_probe_count",
    `CREATE OR REPLACE FUNCTION write_probe_bump() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM nextval('write_probe_count'); RETURN NULL; END $$`,
    `DO $$
     DECLARE t record;
     BEGIN
       FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
         EXECUTE format('DROP TRIGGER IF EXISTS write_probe ON %I', t.tablename);
         EXECUTE format(
           'CREATE TRIGGER write_probe AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION write_probe_bump()',
           t.tablename
         );
       END LOOP;
     END $$`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  const read = async () => {
    const result = await db.execute(sql.raw("SELECT last_value, is_called FROM write_probe_count"));
    const [row] = (result as unknown as { rows: Array<{ last_value: string | number; is_called: boolean }> }).rows;
    return row.is_called ? Number(row.last_value) : 0;
  };
  return read;
}
