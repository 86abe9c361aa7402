import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";

export async function phoneExists(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.phone, phone)).limit(1);
  return Boolean(row);
}
