import type { EventBus, PortalEvent } from "../providers/events/event-bus.ts";

/** Published when a person's sessions end or change; every instance hears it through the bus. */
export const SESSION_INVALIDATED = "session.invalidated";

/**
 * Tells every instance that a person's session ended (sign-out) or all of their sessions did or
 * changed (deletion, role change: no `sessionId`). Their open event streams end at once.
 */
export async function publishSessionInvalidated(bus: EventBus, userId: string, sessionId?: string): Promise<void> {
  await bus.publish({ type: SESSION_INVALIDATED, audience: userId, data: sessionId ? { sessionId } : undefined });
}

/** Whether `event` ends the given session of the given person. */
export function invalidatesSession(event: PortalEvent, session: { userId: string; sessionId: string }): boolean {
  if (event.type !== SESSION_INVALIDATED || event.audience !== session.userId) return false;
  const ended = event.data?.sessionId;
  return ended === undefined || ended === session.sessionId;
}
