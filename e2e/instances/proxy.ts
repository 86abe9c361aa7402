import http from "node:http";

/**
 * A small reverse proxy in front of the portal's instances, as nginx or a load balancer would be:
 * it adds X-Forwarded-For, streams responses (live updates included), and sends a request whose
 * instance refuses the connection (stopped) to the next one. A test pins a request to one instance
 * with the `x-upstream` header or an `upstream` cookie (index into `upstreams`), otherwise requests
 * take turns; `x-test-client-ip` stands in for the caller's address.
 */
export function startProxy(options: { port: number; upstreams: number[] }): Promise<http.Server> {
  let turn = 0;

  function pinnedIndex(request: http.IncomingMessage): number | undefined {
    const cookie = request.headers.cookie?.match(/(?:^|;\s*)upstream=(\d+)/)?.[1];
    const value = request.headers["x-upstream"] ?? cookie;
    return typeof value === "string" && value !== "" ? Number(value) : undefined;
  }

  function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, order: number[]): void {
    const [port, ...rest] = order;
    if (port === undefined) {
      response.writeHead(502).end("No instance answered");
      return;
    }
    const { "x-test-client-ip": clientIp, ...headers } = request.headers;
    headers["x-forwarded-for"] = String(clientIp ?? "127.0.0.1");
    const upstream = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.url, headers, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // Not connected at all: the request never reached that instance, so another may take it.
      if (error.code === "ECONNREFUSED" && !response.headersSent) forward(request, response, body, rest);
      else response.destroy(error);
    });
    response.on("close", () => upstream.destroy());
    upstream.end(body);
  }

  const server = http.createServer((request, response) => {
    // Bodies are read first, so a request can be retried on the next instance untouched.
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const pinned = pinnedIndex(request);
      const first = pinned ?? turn++ % options.upstreams.length;
      const order = options.upstreams.map((_, i) => options.upstreams[(first + i) % options.upstreams.length] as number);
      forward(request, response, Buffer.concat(chunks), order);
    });
  });
  return new Promise((resolve) => server.listen(options.port, () => resolve(server)));
}
