import { type AgencyRole, can } from "@portal/shared/agency-roles";
import type { Device } from "@portal/shared/device-contracts";
import { and, desc, eq, gt, inArray, max, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { publishSessionInvalidated } from "../../auth/session-events.ts";
import { eventStreams, profiles, sessions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, personLabel, recordAudit } from "../audit/index.ts";
import { describeUserAgent } from "./user-agent.ts";

type Deps = Pick<AppDeps, "db" | "providers">;
interface Asker {
  userId: string;
  sessionId: string;
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * The person's sessions that have not expired, the one asking first. Nothing is written here:
 * "last use" is what is already recorded — Better Auth's `updatedAt` (refreshed at most once a
 * day, its `updateAge`) or the session's live-update stream, whose check marks it every few seconds.
 */
export async function listDevices(deps: Deps, asker: Asker): Promise<Device[]> {
  const lastStream = deps.db
    .select({ sessionId: eventStreams.sessionId, seenAt: max(eventStreams.seenAt).as("seen_at") })
    .from(eventStreams)
    .where(eq(eventStreams.userId, asker.userId))
    .groupBy(eventStreams.sessionId)
    .as("last_stream");
  const rows = await deps.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      streamSeenAt: lastStream.seenAt,
    })
    .from(sessions)
    .leftJoin(lastStream, eq(lastStream.sessionId, sessions.id))
    .where(and(eq(sessions.userId, asker.userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  const devices = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: later(row.updatedAt, row.streamSeenAt ? new Date(row.streamSeenAt) : null).toISOString(),
    current: row.id === asker.sessionId,
  }));
  return devices.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/**
 * Ends sessions at once: the rows go (the next request with their cookie is 401), and every
 * instance hears it over the event bus, dropping its cached look-ups and closing their streams.
 */
async function endSessions(deps: Deps, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const ended = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), inArray(sessions.id, ids)))
    .returning({ id: sessions.id });
  await Promise.all(ended.map((s) => publishSessionInvalidated(deps.providers.events, userId, s.id)));
  return ended.length;
}

/** Signs one of the asker's other sessions out; their own current one is signed out with sign-out. */
export async function revokeDevice(deps: Deps, asker: Asker, deviceId: string): Promise<void> {
  if (deviceId === asker.sessionId) {
    throw new AppError("invalid_request", "Use sign out to end the session you are using.");
  }
  const ended = await endSessions(deps, asker.userId, [deviceId]);
  // Another person's session reads as missing, never as "not yours".
  if (ended === 0) throw new AppError("not_found", "That device is not signed in.");
}

/** "Sign out everywhere else": every session of the asker but the one asking. */
export async function revokeOtherDevices(deps: Deps, asker: Asker): Promise<number> {
  const others = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, asker.userId), ne(sessions.id, asker.sessionId)));
  return endSessions(
    deps,
    asker.userId,
    others.map((s) => s.id),
  );
}

/**
 * An admin ends every session of a person, with an entry in the audit trail (who ended whose, and
 * how many). A staff member's sessions are the agency's own accounts: only a role that changes the
 * agency's roles (`roles.write`, an owner) ends them (decision 110); a client's need `users.write`,
 * which the route asks.
 */
export async function endAllSessions(deps: Deps, actor: AuditActor & { agencyRole: AgencyRole | null }, userId: string) {
  const ended = await deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: profiles.id, role: profiles.role, email: profiles.email, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1);
    if (!person) throw new AppError("user_not_found", "User not found.");
    if (person.role === "admin" && !can(actor.agencyRole, "roles.write")) {
      throw new AppError("forbidden_for_role", "Only an owner ends the sessions of a member of the agency.");
    }
    const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    const label = personLabel(person);
    await recordAudit(tx, {
      kind: "sessions_ended",
      actor: { id: actor.id, label: actor.label },
      targetId: userId,
      targetLabel: label,
      person: { id: userId, label },
      after: { sessions: rows.length },
    });
    return rows.length;
  });
  // Every instance drops its cached look-ups and ends the person's open streams.
  await publishSessionInvalidated(deps.providers.events, userId);
  return ended;
}
