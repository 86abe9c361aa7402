import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import type { EventBus, EventHandler, PortalEvent } from "./event-bus.ts";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export interface PostgresEventBusOptions {
  /** Publishes go through the pool; the listener connects with the pool's settings. */
  pool: pg.Pool;
  channel?: string;
  log?: Logger;
}

/**
 * Fan-out over LISTEN/NOTIFY on one channel, so every app instance on the same database hears
 * every event. The publishing instance hands the event to its own subscribers at once, before
 * `publish` returns (a sign-out is refused by this instance's session cache by the time its answer
 * leaves), and skips the copy its listener hears back. Events are hints to refetch, so ones sent while the listener is reconnecting are not replayed, and a publish that
 * fails (the database is unreachable) is logged rather than failing the request that made it.
 */
export class PostgresEventBus implements EventBus {
  readonly kind = "postgres" as const;
  private readonly channel: string;
  private readonly handlers = new Set<{ handler: EventHandler }>();
  private listener: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;
  private epoch = 0;
  /** Marks this instance's notifications, so its listener skips what it already delivered. */
  private readonly origin = randomUUID();

  constructor(private readonly options: PostgresEventBusOptions) {
    this.channel = options.channel ?? "portal_events";
  }

  /** Connects the listener; resolves once LISTEN is in place. */
  async start(): Promise<void> {
    await this.track(this.connect());
  }

  async publish(event: PortalEvent): Promise<void> {
    this.handle(event);
    let payload = JSON.stringify({ ...event, origin: this.origin });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      payload = JSON.stringify({ type: event.type, audience: event.audience, origin: this.origin });
    }
    try {
      await this.options.pool.query("SELECT pg_notify($1, $2)", [this.channel, payload]);
    } catch (error) {
      // The change the event announces is already saved; open screens catch up on their next poll.
      this.options.log?.warn({ err: error, type: event.type }, "event not published");
    }
  }

  subscribe(handler: EventHandler): () => void {
    const entry = { handler };
    this.handlers.add(entry);
    return () => {
      this.handlers.delete(entry);
    };
  }

  deliveryEpoch(): number | null {
    return this.listener ? this.epoch : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.handlers.clear();
    await this.connecting?.catch(() => undefined);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      ...this.options.pool.options,
      application_name: "portal-events",
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = null;
      if (this.closed) return;
      this.options.log?.warn({ err: error }, "event listener connection lost; reconnecting");
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel === this.channel && message.payload) this.deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.epoch += 1;
    this.listener = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private track(attempt: Promise<void>): Promise<void> {
    this.connecting = attempt;
    return attempt.finally(() => {
      if (this.connecting === attempt) this.connecting = null;
    });
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.track(this.connect()).catch((error: unknown) => {
        this.options.log?.warn({ err: error }, "event listener could not reconnect");
        this.scheduleReconnect();
      });
    }, delay);
  }

  private deliver(payload: string): void {
    let wire: PortalEvent & { origin?: string };
    try {
      wire = JSON.parse(payload) as PortalEvent & { origin?: string };
    } catch {
      this.options.log?.warn({ payload }, "ignored a malformed event notification");
      return;
    }
    const { origin, ...event } = wire;
    if (origin !== this.origin) this.handle(event);
  }

  private handle(event: PortalEvent): void {
    for (const { handler } of [...this.handlers]) {
      try {
        handler(event);
      } catch (error) {
        this.options.log?.error({ err: error, type: event.type }, "event handler failed");
      }
    }
  }
}
