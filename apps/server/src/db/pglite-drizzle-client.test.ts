import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { date, integer, interval, numeric, pgTable, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { DRIZZLE_TEXT_TYPES, drizzleOverPglite, withoutInstanceParsers } from "./pglite-drizzle-client.ts";

const moments = pgTable("moments", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  local: timestamp("local").notNull(),
  day: date("day").notNull(),
  span: interval("span").notNull(),
  ats: timestamp("ats", { withTimezone: true }).array().notNull(),
  days: date("days").array().notNull(),
  amounts: numeric("amounts").array().notNull(),
});

const CREATE = sql`create table moments (id int primary key, at timestamptz not null, local timestamp not null,
  day date not null, span interval not null, ats timestamptz[] not null, days date[] not null, amounts numeric[] not null)`;
const ROW = sql`insert into moments values (1, '2026-11-28 10:15:30.123+02', '2026-11-28 10:15:30', '2026-03-01'::date - 1,
  '1 day 02:03:04', array['2026-01-01 00:00:00+00', '2026-06-30 23:59:59.5+03']::timestamptz[],
  array['2026-01-01', '2026-12-31']::date[], array[1.50, 20]::numeric[])`;

const plain = new PGlite();
const wrapped = new PGlite();
afterAll(async () => {
  await plain.close();
  await wrapped.close();
});

async function both() {
  const before = drizzle(plain);
  const after = await drizzleOverPglite(wrapped);
  for (const db of [before, after]) {
    await db.execute(CREATE);
    await db.execute(ROW);
  }
  return { before, after };
}

describe("drizzle's PGlite client without per-query parsers (decision 138)", () => {
  it("reads every date, time and interval type, and their arrays, as drizzle over PGlite itself does", async () => {
    const { before, after } = await both();
    const typed = await after.select().from(moments);
    expect(typed).toEqual(await before.select().from(moments));
    expect(typed[0]?.at).toEqual(new Date("2026-11-28T08:15:30.123Z"));
    expect(typed[0]?.ats[1]).toEqual(new Date("2026-06-30T20:59:59.500Z"));
    const raw = sql`select at, local, day, span, ats, days, amounts from moments`;
    expect((await after.execute(raw)).rows).toEqual((await before.execute(raw)).rows);
    expect((await after.execute(raw)).rows[0]).toMatchObject({ day: "2026-02-28", span: "1 day 02:03:04" });
  });

  it("runs transactions through the same client, committed or rolled back", async () => {
    const after = await drizzleOverPglite(new PGlite());
    await after.execute(sql`create table counter (n int)`);
    await after.transaction(async (tx) => {
      await tx.execute(sql`insert into counter values (1)`);
    });
    await expect(
      after.transaction(async (tx) => {
        await tx.execute(sql`insert into counter values (2)`);
        throw new Error("cancelled");
      }),
    ).rejects.toThrow("cancelled");
    expect((await after.execute(sql`select n from counter`)).rows).toEqual([{ n: 1 }]);
  });

  it("sends a query's own parsers when any of them is not one the instance holds", () => {
    const textOnly = { rowMode: "array" as const, parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((t) => [t, String])) };
    expect(withoutInstanceParsers(textOnly)).toEqual({ rowMode: "array" });
    const other = { parsers: { 1184: String, 16: () => "yes" } };
    expect(withoutInstanceParsers(other)).toBe(other);
    expect(withoutInstanceParsers(undefined)).toBeUndefined();
  });
});
