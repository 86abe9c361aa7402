import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_RETRY_MS, keepStreamOpen, MAX_RETRY_MS, type StreamSource } from "./live-stream";

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/** Stands in for EventSource: a test fires its events and sets its state. */
class FakeSource implements StreamSource {
  readyState = CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, Array<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }
  fire(type: string) {
    if (type === "ready") this.readyState = OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  /** The browser gave up on it: an error answer to a (re)connection attempt. */
  fail() {
    this.readyState = CLOSED;
    this.fire("error");
  }
}

let sources: FakeSource[];
let changes: number;
let resumes: number;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  changes = 0;
  resumes = 0;
  stop = keepStreamOpen({
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    onChange: () => changes++,
    onResume: () => resumes++,
    random: () => 0.5, // no jitter: delays are exactly the base delay
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("keepStreamOpen", () => {
  it("passes on changes from the open stream", () => {
    sources[0].fire("ready");
    sources[0].fire("change");
    expect(changes).toBe(1);
    expect(resumes).toBe(0);
  });

  it("leaves a dropped stream to the browser's own retry while it is still trying", () => {
    sources[0].fire("ready");
    sources[0].readyState = CONNECTING;
    sources[0].fire("error");
    vi.advanceTimersByTime(MAX_RETRY_MS);
    expect(sources).toHaveLength(1);
    // The browser's retry got through: screens refetch what they missed.
    sources[0].fire("ready");
    expect(resumes).toBe(1);
  });

  it("opens a new stream with a growing delay once the browser gives up (a 503 during an outage)", () => {
    sources[0].fire("ready");
    sources[0].fail();
    expect(sources[0].closed).toBe(true);

    vi.advanceTimersByTime(FIRST_RETRY_MS - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);

    sources[1].fail();
    vi.advanceTimersByTime(2 * FIRST_RETRY_MS - 1);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);

    // Back: one refetch for what was missed, and the next outage starts from the first delay again.
    sources[2].fire("ready");
    expect(resumes).toBe(1);
    sources[2].fail();
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(sources).toHaveLength(4);
  });

  it("never waits longer than the longest delay", () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      sources.at(-1)?.fail();
      vi.advanceTimersByTime(MAX_RETRY_MS);
    }
    expect(sources).toHaveLength(11);
  });

  it("closes the stream when stopped", () => {
    sources[0].fire("ready");
    stop();
    expect(sources[0].closed).toBe(true);
  });

  it("cancels a pending retry when stopped", () => {
    sources[0].fail();
    stop();
    vi.advanceTimersByTime(MAX_RETRY_MS);
    expect(sources).toHaveLength(1);
  });
});
