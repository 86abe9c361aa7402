import { type PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { NamedStatements } from "./pglite-named-statements.ts";

/**
 * The types drizzle reads as PostgreSQL's text and maps itself: timestamps, dates, intervals and
 * their arrays (drizzle-orm/pglite/session.js passes these `parsers` with every query).
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
/** The same types as the keys of a `parsers` object, checked on every query. */
const TEXT_TYPE_KEYS = new Set(DRIZZLE_TEXT_TYPES.map(String));

const asText = (value: string) => value;

type Queryable = Pick<PGlite | Transaction, "query" | "closed">;

/** What drizzle's PGlite driver calls on its client: queries, and queries in a transaction. */
export interface DrizzlePgliteClient {
  query: Queryable["query"];
  transaction<T>(callback: (tx: Pick<Transaction, "query">) => Promise<T>): Promise<T>;
}

/**
 * The PGlite client drizzle is given (decision 138). PGlite merges a query's `parsers` into a copy
 * of its whole table of about 320 parsers on every query (80 µs, a third of a small query's time
 * here). Drizzle's parsers are set on the instance once instead, and a query whose parsers are
 * only those is sent without them: the same values, without the copy. Resolves once PGlite is
 * ready (its array parsers, which would replace these, are made while it starts). Queries that
 * repeat run as named statements (decision 139).
 */
export async function pgliteForDrizzle(client: PGlite): Promise<DrizzlePgliteClient> {
  await client.waitReady;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const named = new NamedStatements(client);
  return {
    query: queriesOf(client, named, false).query,
    transaction: (callback) => client.transaction((tx) => callback(queriesOf(tx, named, true))),
  };
}

/** Drizzle over `client` through the client above, as `openDatabase` opens the embedded database. */
export async function drizzleOverPglite<S extends Record<string, unknown> = Record<string, never>>(client: PGlite, schema?: S) {
  // Drizzle types its client as PGlite; it calls only `query` and `transaction` on it.
  return drizzle({ client: (await pgliteForDrizzle(client)) as unknown as PGlite, schema });
}

function queriesOf(target: Queryable, named: NamedStatements, inTransaction: boolean): Pick<Transaction, "query"> {
  return {
    query: (text, params = [], options) => {
      const query = { text, params, options: withoutInstanceParsers(options) };
      // A closed database or transaction answers as PGlite does: with its error.
      const statement = target.closed ? undefined : named.statementFor(query);
      return statement ? named.run(statement, query, inTransaction) : target.query(text, params, query.options);
    },
  };
}

/** The options without `parsers` when the instance already has every one of them; else unchanged. */
export function withoutInstanceParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type of Object.keys(parsers)) if (!TEXT_TYPE_KEYS.has(type)) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}
