/** What the reconnect logic needs of an `EventSource` (a fake in tests). */
export interface StreamSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event?: { data?: unknown }) => void): void;
  close(): void;
}

/** `EventSource.CLOSED`: the browser has given up on this stream and will not retry it. */
const CLOSED = 2;
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/**
 * Keeps the live-update stream open. The browser retries a dropped stream by itself, but gives up
 * for good when a retry is answered with an error (a 503 while the database is down, a restart in
 * progress); then a new stream is opened after a delay that doubles up to `MAX_RETRY_MS`, with
 * jitter so a crowd of screens does not return at the same instant. Whenever a stream comes back,
 * `onResume` runs, so screens refetch what changed while they were not listening.
 * Returns the function that stops it.
 */
export function keepStreamOpen(options: {
  open: () => StreamSource;
  /** Called with the change's type (`""` when the event carries none). */
  onChange: (type: string) => void;
  onResume: () => void;
  random?: () => number;
}): () => void {
  const random = options.random ?? Math.random;
  let source: StreamSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  let everReady = false;
  let stopped = false;

  const connect = () => {
    const current = options.open();
    source = current;
    current.addEventListener("ready", () => {
      delay = FIRST_RETRY_MS;
      if (everReady) options.onResume();
      everReady = true;
    });
    current.addEventListener("change", (event) => options.onChange(changeType(event?.data)));
    current.addEventListener("error", () => {
      if (stopped || current !== source || current.readyState !== CLOSED) return;
      current.close();
      retryTimer = setTimeout(connect, delay * (0.8 + 0.4 * random()));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    });
  };
  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

/** The `type` of a change event's JSON data (`{"type": "support.ticket.reply"}`), or "". */
function changeType(data: unknown): string {
  try {
    const parsed: unknown = typeof data === "string" ? JSON.parse(data) : null;
    return parsed && typeof parsed === "object" && "type" in parsed && typeof parsed.type === "string" ? parsed.type : "";
  } catch {
    return "";
  }
}
