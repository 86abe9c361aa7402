import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pgliteForDrizzle } from "./pglite-drizzle-client.ts";
import { NamedStatements } from "./pglite-named-statements.ts";

let client: PGlite;

beforeEach(async () => {
  client = new PGlite();
  await client.exec(`create table notes (id int primary key, body text, tags text[], meta jsonb, at timestamptz);
    insert into notes values (1, 'first', array['a', 'b'], '{"x": 1}', '2026-11-28 10:00:00+00'), (2, null, '{}', null, null)`);
});
afterEach(async () => {
  await client.close();
});

/** The named statements PostgreSQL holds in this session. */
async function prepared(): Promise<string[]> {
  const result = await client.query<{ name: string }>("select name from pg_prepared_statements order by name");
  return result.rows.map((row) => row.name);
}

describe("named statements in PGlite (decision 139)", () => {
  it("answers a repeated query by one named statement from its second run, as PGlite's own query does", async () => {
    const db = await pgliteForDrizzle(client);
    const text = "select id, body, tags, meta, at from notes where id >= $1 and body is distinct from $2 order by id";
    const expected = await client.query(text, [1, "none"], { rowMode: "array" });
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await db.query(text, [1, "none"], { rowMode: "array" }));
    expect(await prepared()).toEqual(["portal_1"]);
    for (const run of runs) {
      expect(run.rows).toEqual(expected.rows);
      expect(run.fields).toEqual(expected.fields);
    }
    // Timestamps as text: drizzle's parsers are the instance's (decision 138).
    expect(runs[2]?.rows[0]).toEqual([1, "first", ["a", "b"], { x: 1 }, "2026-11-28 10:00:00+00"]);
  });

  it("sends parameters by their types, nulls included, in a transaction as outside one", async () => {
    const db = await pgliteForDrizzle(client);
    const insert = "insert into notes (id, body, tags, meta, at) values ($1, $2, $3, $4, $5) returning id";
    await db.transaction(async (tx) => {
      await tx.query(insert, [3, "third", ["c"], { y: [1, 2] }, new Date("2026-01-02T03:04:05Z")]);
      await tx.query(insert, [4, null, null, null, null]);
    });
    await db.query(insert, [5, "it's", [], { z: "quote's" }, null]);
    const rows = await client.query("select id, body, tags, meta, at from notes where id > 2 order by id", [], {
      rowMode: "array",
    });
    expect(rows.rows).toEqual([
      [3, "third", ["c"], { y: [1, 2] }, "2026-01-02 03:04:05+00"],
      [4, null, null, null, null],
      [5, "it's", [], { z: "quote's" }, null],
    ]);
  });

  it("rolls back a transaction that failed on a named statement, and the statement keeps working", async () => {
    const db = await pgliteForDrizzle(client);
    const insert = "insert into notes (id, body) values ($1, $2)";
    await db.query(insert, [10, "kept"]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [11, "gone"]);
        await tx.query(insert, [10, "duplicate"]);
      }),
    ).rejects.toMatchObject({ code: "23505", query: insert });
    await expect(db.query(insert, [10, "outside a transaction"])).rejects.toMatchObject({ code: "23505" });
    await db.query(insert, [12, "after"]);
    const ids = await client.query<{ id: number }>("select id from notes where id >= 10 order by id");
    expect(ids.rows.map((row) => row.id)).toEqual([10, 12]);
  });

  it("refuses a query on a transaction that has ended, as PGlite does", async () => {
    const db = await pgliteForDrizzle(client);
    const select = "select id from notes where id = $1";
    let leaked: { query: typeof db.query } | undefined;
    await db.transaction(async (tx) => {
      await tx.query(select, [1]);
      await tx.query(select, [1]);
      leaked = tx;
    });
    await expect(leaked?.query(select, [1])).rejects.toThrow("Transaction is closed");
  });

  it("does not keep a statement PostgreSQL refused, and answers a statement whose table changed as a new one", async () => {
    const db = await pgliteForDrizzle(client);
    const broken = "select nothing_here from notes";
    for (let i = 0; i < 3; i++) await expect(db.query(broken)).rejects.toMatchObject({ code: "42703", query: broken });
    expect(await prepared()).toEqual([]);
    const all = "select * from notes where id = $1";
    await db.query(all, [1]);
    await db.query(all, [1]);
    await client.exec("alter table notes add column extra int default 7");
    expect((await db.query(all, [1])).rows).toEqual([expect.objectContaining({ id: 1, extra: 7 })]);
    await db.query(all, [1]);
    expect(await prepared()).toContain("portal_2");
    expect((await db.query(all, [1])).rows).toEqual([expect.objectContaining({ id: 1, extra: 7 })]);
  });

  it("names at most its limit of texts, and forgets texts seen once when there are too many", async () => {
    const named = new NamedStatements(client, 2);
    const query = (n: number) => ({ text: `select ${n}`, params: [] });
    for (const n of [1, 1, 2, 2]) named.statementFor(query(n));
    expect(named.statementFor(query(3))).toBeUndefined();
    expect(named.statementFor(query(3))).toBeUndefined();
    expect(named.statementFor(query(1))?.name).toBe("portal_1");
    for (let n = 100; n < 125; n++) named.statementFor(query(n));
    expect(named.statementFor({ text: "select 1", params: [], options: { blob: new Blob([]) } })).toBeUndefined();
  });
});
