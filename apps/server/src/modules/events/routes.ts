import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../app-env.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import type { PortalEvent } from "../../providers/events/event-bus.ts";

const HEARTBEAT_MS = 25_000;

/** Whether an event is meant for this person: addressed to them, or to admins when they are one. */
export function isFor(event: PortalEvent, user: { id: string; role: string }): boolean {
  return event.audience === user.id || (event.audience === "admins" && user.role === "admin");
}

/**
 * `GET /api/events`: a Server-Sent Events stream of the events meant for the signed-in person,
 * so open screens refetch at once. Events reach every instance through the event bus.
 */
export const eventRoutes = new Hono<AppEnv>().get("/events", (c) => {
  const user = currentUser(c);
  const bus = c.var.deps.providers.events;
  return streamSSE(c, async (stream) => {
    const queue: PortalEvent[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = bus.subscribe((event) => {
      if (!isFor(event, user)) return;
      queue.push(event);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    await stream.writeSSE({ event: "ready", data: "{}" });
    while (!stream.aborted && !stream.closed) {
      const event = queue.shift();
      if (event) {
        await stream.writeSSE({ event: "change", data: JSON.stringify({ type: event.type }) });
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, HEARTBEAT_MS);
      });
      wake = null;
      if (queue.length === 0 && !stream.aborted) await stream.writeSSE({ event: "ping", data: "{}" });
    }
    unsubscribe();
  });
});
