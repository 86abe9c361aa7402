import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { companyOrSelf, signedInRoute } from "../../auth/route-access.ts";
import { invalidatesSession, SESSION_INVALIDATED } from "../../auth/session-events.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { AppError } from "../../lib/app-error.ts";
import { createRouter, errorResponses } from "../../lib/openapi.ts";
import type { PortalEvent } from "../../providers/events/event-bus.ts";
import { mayHear } from "./event-reach-service.ts";
import { closeEventStream, confirmEventStream, openEventStream } from "./event-stream-service.ts";

const HEARTBEAT_MS = 25_000;

const eventStream = z.string().meta({
  description:
    'Server-Sent Events: `ready` once connected, `change` with data `{"type": string}` when something the person may see changed (or their session ended), and `ping` to keep the connection open.',
});

const eventStreamRoute = signedInRoute({
  method: "get",
  path: "/events",
  tags: ["notifications"],
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: eventStream } } },
    401: errorResponses[401],
    429: { ...errorResponses[429], description: "Too many live-update streams are open for this person" },
    503: errorResponses[503],
  },
});

/**
 * `GET /api/events`: a Server-Sent Events stream of the events meant for the signed-in person,
 * so open screens refetch at once. Events reach every instance through the event bus. A stream
 * lives only as long as its session: it ends when the bus says the session ended (sign-out,
 * deletion, role change) and when its periodic check finds the session gone or changed.
 */
export const eventRoutes = createRouter().openapi(eventStreamRoute, async (c) => {
  const user = currentUser(c);
  const companyId = (await companyOrSelf(c)).id;
  const sessionId = c.get("sessionId") ?? "";
  const { db, providers, config, log, metrics, lifecycle } = c.get("deps");
  const limits = config.eventStreams;
  const streamId = await openEventStream(db, { userId: user.id, sessionId }, limits);
  if (!streamId) {
    throw new AppError("too_many_streams", "Too many live-update connections are open for this account.");
  }
  return streamSSE(c, async (stream) => {
    metrics.eventStreams.inc();
    // In the order heard; each waits for whether the person may hear it (a designer's needs a look-up).
    const queue: { event: PortalEvent; heard: Promise<boolean> }[] = [];
    let ended: "session" | "stopping" | null = null;
    let wake: (() => void) | null = null;
    const end = (why: "session" | "stopping" = "session") => {
      ended ??= why;
      wake?.();
    };
    const onStopping = () => end("stopping");
    if (lifecycle.stopping.aborted) onStopping();
    lifecycle.stopping.addEventListener("abort", onStopping);
    const unsubscribe = providers.events.subscribe((event) => {
      if (invalidatesSession(event, { userId: user.id, sessionId })) return end();
      if (event.type === SESSION_INVALIDATED) return;
      const hears = mayHear(db, event, user, companyId);
      if (hears === false) return;
      const heard = Promise.resolve(hears).catch((error: unknown) => {
        log.warn({ err: error }, "event stream could not tell whether an event is the person's");
        return false;
      });
      queue.push({ event, heard });
      wake?.();
    });
    const check = setInterval(() => {
      confirmEventStream(db, { id: streamId, sessionId, role: user.role, agencyRole: user.agencyRole })
        .then((stands) => {
          if (!stands) end();
        })
        // Without the database the session cannot be re-read; the bus still ends the stream on sign-out.
        .catch((error: unknown) => log.warn({ err: error }, "event stream could not re-check its session"));
    }, limits.sessionCheckMs);
    stream.onAbort(() => end());
    try {
      await stream.writeSSE({ event: "ready", data: "{}" });
      while (!stream.aborted && !stream.closed && !ended) {
        const next = queue.shift();
        if (next) {
          if (await next.heard) await stream.writeSSE({ event: "change", data: JSON.stringify({ type: next.event.type }) });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS);
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted && !ended) await stream.writeSSE({ event: "ping", data: "{}" });
      }
      // The page refetches (its session is gone or its role changed) before the browser reconnects.
      if (ended === "session" && !stream.aborted) {
        await stream.writeSSE({ event: "change", data: JSON.stringify({ type: SESSION_INVALIDATED }) });
      }
      // This instance is stopping: the browser reconnects after a spread-out delay, so a crowd of
      // screens does not arrive at the remaining instances in the same instant.
      if (ended === "stopping" && !stream.aborted) {
        await stream.writeSSE({ event: "reconnect", data: "{}", retry: 1000 + Math.floor(Math.random() * 2000) });
      }
    } finally {
      lifecycle.stopping.removeEventListener("abort", onStopping);
      metrics.eventStreams.dec();
      clearInterval(check);
      unsubscribe();
      await closeEventStream(db, streamId).catch((error: unknown) => log.warn({ err: error }, "event stream row not removed"));
    }
  });
});
