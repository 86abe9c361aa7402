import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** A load balancer's probe must not hang on a database that does not answer. */
const DATABASE_CHECK_MS = 2_000;

/** Whether the database answers a trivial query within two seconds. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
