import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rowsOf } from "./sql-rows.ts";

/** Every table of the `public` schema as sorted JSON lines, and every sequence's position. */
export interface DatabaseDump {
  tables: Record<string, string[]>;
  sequences: Record<string, number | null>;
  /** The `created_at` of the last applied migration (the journal's `when`). */
  lastMigrationAt: number | null;
}

/**
 * Tables derived from others by triggers (migrations 0011, 0018, 0023, 0029 and 0035): not backed up, and rebuilt by those
 * triggers as a restore loads the tables they count.
 */
const DERIVED_TABLES = [
  "invoice_totals",
  "profile_role_totals",
  "admin_badge_totals",
  "ticket_status_totals",
  "open_ticket_days",
  "paid_revenue_days",
];

export async function listTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !DERIVED_TABLES.includes(name));
}

/**
 * One consistent snapshot. Rows are PostgreSQL's own `row_to_json` text (bytea as hex, jsonb as
 * JSON, timestamps in UTC) so that `json_populate_recordset` reads them back exactly, and sorted so
 * that the same data gives the same checksum on PGlite and on PostgreSQL.
 */
export async function dumpDatabase(db: Database): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
      const tables: Record<string, string[]> = {};
      for (const name of await listTables(tx as unknown as Database)) {
        const rows = await rowsOf<{ line: string }>(tx, sql`SELECT row_to_json(t)::text AS line FROM ${sql.identifier(name)} t`);
        tables[name] = rows.map((row) => row.line).sort();
      }
      const sequences: Record<string, number | null> = {};
      const seqRows = await rowsOf<{ name: string; value: string | null }>(
        tx,
        sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
      );
      for (const row of seqRows) sequences[row.name] = row.value === null ? null : Number(row.value);
      const migration = await rowsOf<{ at: string }>(
        tx,
        sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`,
      );
      return { tables, sequences, lastMigrationAt: migration[0]?.at ? Number(migration[0].at) : null };
    },
    { isolationLevel: "repeatable read" },
  );
}
