import net from "node:net";

/**
 * A TCP proxy in front of a server that a test can cut (open connections reset, new ones
 * refused, as while a database is down) and restore on the same port.
 */
export class CuttableProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private port = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly host = "127.0.0.1",
  ) {}

  /** Starts listening (on a free port the first time) and returns the port. */
  async start(): Promise<number> {
    const server = net.createServer((client) => this.pipe(client));
    server.on("error", () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, this.host, () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Resets every open connection and stops accepting new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Accepts connections again on the same port. */
  async restore(): Promise<void> {
    await this.start();
  }

  async close(): Promise<void> {
    await this.cut();
  }

  /** `url` with its host and port replaced by this proxy's. */
  rewrite(url: URL): URL {
    const through = new URL(url);
    through.hostname = this.host;
    through.port = String(this.port);
    return through;
  }

  private pipe(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
