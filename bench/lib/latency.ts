/** Latency of `runs` timed calls, in milliseconds, after `warmUp` untimed ones. */
export async function measure(runs: number, call: () => Promise<void>, warmUp = 2) {
  const times: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const started = performance.now();
    await call();
    if (i >= warmUp) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { p50: percentile(50), p95: percentile(95), max: times.at(-1) ?? 0 };
}

/** Seconds since `started` (a `performance.now()`), for "seeded in ... s" lines. */
export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
