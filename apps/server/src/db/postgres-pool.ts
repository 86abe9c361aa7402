import pg from "pg";
import type { Logger } from "pino";
import { markFromDatabase } from "./connection-errors.ts";

/** A request waiting for a connection (PostgreSQL unreachable, or every connection busy) fails after this long (503). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Half-open connections (a failover without a reset) are noticed by TCP keep-alive after this. */
const KEEP_ALIVE_DELAY_MS = 10_000;
/** Closing never waits longer than this for a connection's socket to go away. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Bounded waits (issue 25 §4, decision 073): a statement runs at most `statementMs`, waits for a
 * lock at most `lockMs` (both 503 `database_busy`), and a request waits for a free connection
 * at most `acquireMs`; so one locked table cannot hold the pool's connections for long.
 */
export interface DatabaseTimeouts {
  statementMs?: number;
  lockMs?: number;
  acquireMs?: number;
}

export interface PostgresPool {
  pool: pg.Pool;
  /** Ends the pool and resolves once every one of its connections has really closed. */
  close(): Promise<void>;
}

/**
 * A node-postgres pool that survives a database restart or failover: every connection has an
 * error handler (an unhandled `error` event would end the process), a lost idle connection is
 * dropped and replaced on the next checkout, and a checkout gives up after `CONNECT_TIMEOUT_MS`
 * instead of queueing forever.
 */
export function createPostgresPool(options: {
  url: string;
  max: number;
  log: Logger;
  timeouts?: DatabaseTimeouts;
}): PostgresPool {
  const { log, timeouts = {} } = options;
  const pool = new pg.Pool({
    Client: DatabaseClient,
    connectionString: options.url,
    max: options.max,
    connectionTimeoutMillis: timeouts.acquireMs ?? CONNECT_TIMEOUT_MS,
    // Sent when each connection opens; 0 (or unset) leaves PostgreSQL's own setting.
    ...(timeouts.statementMs ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.lockMs ? { lock_timeout: timeouts.lockMs } : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  const open = new Set<pg.Client>();
  // Idle connections: the pool has already removed the client when it emits this.
  pool.on("error", (error) => log.warn({ err: error }, "a database connection was lost; the pool will reconnect"));
  pool.on("connect", (client) => {
    open.add(client);
    client.once("end", () => open.delete(client));
    // Checked-out connections: the query in flight fails with the same error and its request
    // answers 503, so this only keeps the event from being unhandled.
    client.on("error", (error) => log.debug({ err: error }, "a database connection in use was lost"));
  });

  return {
    pool,
    close: async () => {
      // `pool.end()` resolves once connections are asked to close, not once they have closed;
      // dropping the database (tests) or exiting before that would cut them mid-goodbye.
      await pool.end();
      await Promise.all([...open].map(waitForEnd));
    },
  };
}

/**
 * A client whose failures to connect say they came from the database, so a refused or reset
 * socket is told apart from the same error of another dependency (object storage, SMS, e-mail).
 */
class DatabaseClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: one implementation for both of pg's connect overloads
  override connect(callback?: (...args: any[]) => void): any {
    if (!callback) return super.connect().catch((error: unknown) => Promise.reject(markFromDatabase(error)));
    return super.connect((error: Error) => (error ? callback(markFromDatabase(error)) : callback(null, this)));
  }
}

function waitForEnd(client: pg.Client): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CLOSE_WAIT_MS);
    timer.unref();
    client.once("end", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
