import { and, count, eq, exists, gt, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventStreams, profiles, sessions } from "../../db/schema/index.ts";

export interface EventStreamLimits {
  /** Open streams one person may have, across all instances. */
  maxPerPerson: number;
  /** How often a stream re-checks its session (and shows it is alive). */
  sessionCheckMs: number;
}

export const defaultEventStreamLimits: EventStreamLimits = { maxPerPerson: 5, sessionCheckMs: 15_000 };

/** A stream not seen for this many checks belongs to an instance that died; it no longer counts. */
const STALE_AFTER_CHECKS = 4;

const staleBefore = (limits: EventStreamLimits) => new Date(Date.now() - STALE_AFTER_CHECKS * limits.sessionCheckMs);

/**
 * Registers a stream for the person's session, or answers null when they already have the
 * most streams allowed (the new one is refused: the open ones keep working, and a refused
 * browser tab falls back to polling instead of pushing another tab out, which would reconnect).
 */
export async function openEventStream(
  db: Database,
  session: { userId: string; sessionId: string },
  limits: EventStreamLimits,
): Promise<string | null> {
  const stale = staleBefore(limits);
  await db.delete(eventStreams).where(and(eq(eventStreams.userId, session.userId), lt(eventStreams.seenAt, stale)));
  const [row] = await db.insert(eventStreams).values(session).returning({ id: eventStreams.id });
  const [{ open }] = await db
    .select({ open: count() })
    .from(eventStreams)
    .where(and(eq(eventStreams.userId, session.userId), gte(eventStreams.seenAt, stale)));
  if (open <= limits.maxPerPerson) return row.id;
  await closeEventStream(db, row.id);
  return null;
}

/**
 * Marks the stream alive if its session still stands: not signed out or expired, the person not
 * deleted and their role (and role in the agency, which decides what they hear) unchanged. False
 * means the stream must end.
 */
export async function confirmEventStream(
  db: Database,
  stream: { id: string; sessionId: string; role: string; agencyRole: string | null },
): Promise<boolean> {
  const sessionStands = db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, stream.sessionId),
        gt(sessions.expiresAt, new Date()),
        eq(profiles.role, stream.role),
        sql`${profiles.agencyRole} IS NOT DISTINCT FROM ${stream.agencyRole}`,
      ),
    );
  const touched = await db
    .update(eventStreams)
    .set({ seenAt: new Date() })
    .where(and(eq(eventStreams.id, stream.id), exists(sessionStands)))
    .returning({ id: eventStreams.id });
  return touched.length > 0;
}

export async function closeEventStream(db: Database, id: string): Promise<void> {
  await db.delete(eventStreams).where(eq(eventStreams.id, id));
}
