import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { DatabaseDump } from "./dump-database.ts";
import { listTables } from "./dump-database.ts";
import { rowsOf } from "./sql-rows.ts";

const BATCH = 500;

/** Tables that hold at least one row; a restore or move writes only where this is empty. */
export async function nonEmptyTables(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const name of await listTables(db)) {
    const rows = await rowsOf<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(name)}) AS any`);
    if (rows[0]?.any) found.push(name);
  }
  return found;
}

/** Parents before children, from the foreign keys of the `public` schema. */
async function foreignKeyOrder(db: Database, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT cl.relname AS child, pl.relname AS parent FROM pg_constraint c
        JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_class pl ON pl.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered.filter((table) => tables.includes(table));
}

/**
 * Inserts a dump into a migrated, empty database in one transaction, then puts every sequence
 * where it was. Foreign keys are checked at the end of each statement, so a table that refers to
 * itself loads in one batch as long as it has at most BATCH rows.
 */
export async function loadDatabase(db: Database, dump: DatabaseDump): Promise<void> {
  const known = await listTables(db);
  const missing = Object.keys(dump.tables).filter((name) => !known.includes(name));
  if (missing.length > 0) throw new Error(`The target database has no table ${missing.join(", ")}`);
  const order = await foreignKeyOrder(db, Object.keys(dump.tables));
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    for (const name of order) {
      const lines = dump.tables[name] ?? [];
      for (let start = 0; start < lines.length; start += BATCH) {
        const json = `[${lines.slice(start, start + BATCH).join(",")}]`;
        const table = sql.identifier(name);
        await tx.execute(sql`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${json}::json)`);
      }
    }
    for (const [name, value] of Object.entries(dump.sequences)) {
      if (value !== null) await tx.execute(sql`SELECT setval(${`public."${name}"`}::regclass, ${value}, true)`);
    }
  });
}
