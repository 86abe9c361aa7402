import type { LiveEvent } from "@portal/shared/live-events";

/**
 * Something changed that open screens may want to refetch: one of the typed live events
 * (`packages/shared/src/live-events.ts`) and who should hear it: a user id, "admins", or
 * "everyone" (every signed-in person, e.g. the store closing).
 */
export type PortalEvent = LiveEvent & { audience: string };

export type EventHandler = (event: PortalEvent) => void;

/** Fan-out of events to every app instance; in-process or over PostgreSQL LISTEN/NOTIFY. */
export interface EventBus {
  readonly kind: "in-process" | "postgres";
  publish(event: PortalEvent): Promise<void>;
  subscribe(handler: EventHandler): () => void;
  /**
   * `null` while events may be missed (the listener is reconnecting); otherwise a number that
   * changes on every reconnect, since events sent while it was away are not replayed.
   */
  deliveryEpoch(): number | null;
  close(): Promise<void>;
}
