import type { DatabaseHandle } from "../db/client.ts";

/**
 * Runs `job` on one instance at a time: on PostgreSQL it holds a session advisory lock on a
 * connection of its own for the job's length, and answers null (without running the job) when
 * another instance holds it. The embedded database belongs to one process, so no lock is needed.
 */
export async function runExclusively<T>(database: DatabaseHandle, name: string, job: () => Promise<T>): Promise<T | null> {
  if (!database.pool) return job();
  const client = await database.pool.connect();
  try {
    const lockKey = `portal:${name}`;
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS locked", [lockKey]);
    if (!rows[0]?.locked) return null;
    try {
      return await job();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [lockKey]);
    }
  } finally {
    client.release();
  }
}
