import type { EventBus, EventHandler, PortalEvent } from "../providers/events/event-bus.ts";

/** An event bus whose delivery epoch a test sets: `null` is a listener reconnecting, a new number a reconnect. */
export class FakeEventBus implements EventBus {
  readonly kind = "postgres" as const;
  epoch: number | null = 1;
  private handlers = new Set<EventHandler>();
  async publish(event: PortalEvent) {
    for (const handler of this.handlers) handler(event);
  }
  subscribe(handler: EventHandler) {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  deliveryEpoch() {
    return this.epoch;
  }
  async close() {}
}
