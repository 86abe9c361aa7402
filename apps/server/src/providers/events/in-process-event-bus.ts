import { EventEmitter } from "node:events";
import type { EventBus, EventHandler, PortalEvent } from "./event-bus.ts";

export class InProcessEventBus implements EventBus {
  readonly kind = "in-process" as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: PortalEvent): Promise<void> {
    this.emitter.emit("event", event);
  }

  subscribe(handler: EventHandler): () => void {
    this.emitter.on("event", handler);
    return () => this.emitter.off("event", handler);
  }

  deliveryEpoch(): number {
    return 0;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
