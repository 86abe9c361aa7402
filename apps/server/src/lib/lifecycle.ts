/**
 * The instance's life. `stopping` aborts when a graceful shutdown begins: live-update streams end
 * at once (their browsers reconnect, to another instance behind a load balancer) so that the
 * server can drain the ordinary requests still in flight.
 */
export class Lifecycle {
  readonly #controller = new AbortController();

  get stopping(): AbortSignal {
    return this.#controller.signal;
  }

  stop(): void {
    this.#controller.abort();
  }
}
