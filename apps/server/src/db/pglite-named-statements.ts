import { messages, type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;
const { DatabaseError } = messages;

interface Statement {
  name: string;
  /** The parameters' types, once PostgreSQL has parsed the statement. */
  paramTypes?: number[];
}

/** What a query needs to run as a named statement: drizzle's queries, without a blob to copy. */
type Query = { text: string; params: unknown[]; options?: QueryOptions };

/**
 * Queries that repeat run as named statements in PGlite (decision 139): PostgreSQL parses and
 * plans such a statement once and keeps its plan, as node-postgres's named statements do on
 * PostgreSQL. PGlite's own `query` sends every query unnamed, so each run is parsed and planned
 * again: 1-1.5 ms of planning for a list whose execution takes 0.2-0.3 ms. A text is named on its
 * second run (a text seen once may never come again), up to `limit` statements per database.
 * It runs under PGlite's own locks and protocol steps, as `query` does, sent in two calls at most.
 */
export class NamedStatements {
  private readonly statements = new Map<string, Statement>();
  private readonly seenOnce = new Set<string>();
  private count = 0;

  constructor(
    private readonly client: PGlite,
    private readonly limit = 200,
  ) {}

  /** The statement for this text if it has run before and there is room for it; else undefined (run it as PGlite does). */
  statementFor(query: Query): Statement | undefined {
    if (query.options?.blob) return undefined;
    const known = this.statements.get(query.text);
    if (known || this.statements.size >= this.limit) return known;
    if (!this.seenOnce.has(query.text)) {
      // Bounded: a flood of one-off texts is forgotten rather than kept.
      if (this.seenOnce.size >= this.limit * 10) this.seenOnce.clear();
      this.seenOnce.add(query.text);
      return undefined;
    }
    this.seenOnce.delete(query.text);
    const statement = { name: `portal_${++this.count}` };
    this.statements.set(query.text, statement);
    return statement;
  }

  /** Runs a query through its named statement, in the caller's transaction or as a statement of its own. */
  async run<T>(statement: Statement, query: Query, inTransaction: boolean): Promise<Results<T>> {
    const client = this.client;
    const run = () => client._runExclusiveQuery(() => this.execute<T>(statement, query, inTransaction));
    if (inTransaction) return run();
    await client._checkReady();
    try {
      return await client._runExclusiveTransaction(run);
    } catch (error) {
      // Its tables changed under it (nothing ran): once more, unnamed, as PGlite would have run it.
      if (isChangedPlan(error)) return client.query<T>(query.text, query.params, query.options);
      throw error;
    }
  }

  private async execute<T>(statement: Statement, { text, params, options }: Query, inTransaction: boolean): Promise<Results<T>> {
    const client = this.client;
    // Each step ends with Sync, sent in the same call: PostgreSQL is ready again even after an error.
    const send = (...steps: Uint8Array[]) => client.execProtocolStream(joined(steps), { syncToFs: false });
    let replies: messages.BackendMessage[];
    try {
      if (!statement.paramTypes) {
        const { name } = statement;
        const described = await send(
          serialize.parse({ name, text, types: options?.paramTypes }),
          serialize.describe({ type: "S", name }),
          serialize.sync(),
        );
        statement.paramTypes = parse.parseDescribeStatementResults(described);
      }
      const types = statement.paramTypes;
      const values = params.map((value, i) => serializeValue(client, value, types[i], options));
      const bind = serialize.bind({ statement: statement.name, values });
      replies = await send(bind, serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync());
    } catch (error) {
      // A statement that failed to parse, or whose tables changed under it, is made again next time.
      if (!statement.paramTypes || isChangedPlan(error)) this.statements.delete(text);
      throw error instanceof DatabaseError ? Object.assign(error, { query: text, params, queryOptions: options }) : error;
    }
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(replies, client.parsers, options)[0] as Results<T>;
  }
}

/** Protocol messages as one buffer: PGlite runs them in one call, not one call each. */
function joined(steps: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(steps.reduce((length, step) => length + step.length, 0));
  let offset = 0;
  for (const step of steps) {
    buffer.set(step, offset);
    offset += step.length;
  }
  return buffer;
}

/** A parameter as PGlite's `query` sends it: by the serializer of its type, else as text. */
function serializeValue(client: PGlite, value: unknown, type: number | undefined, options: QueryOptions | undefined) {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
  return serializer ? serializer(value) : String(value);
}

/** PostgreSQL's "cached plan must not change result type": a named statement's tables changed. */
function isChangedPlan(error: unknown): boolean {
  return error instanceof DatabaseError && error.code === "0A000";
}
