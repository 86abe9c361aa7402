import { afterEach, describe, expect, it } from "vitest";
import type { TestJob, TestResult } from "../test/off-process-job-process.ts";
import { offProcessRunner } from "./off-process.ts";

const entry = new URL("../test/off-process-job-process.ts", import.meta.url);
const runners: { close(): Promise<void> }[] = [];

function runner(options = { idleMs: 5_000, jobTimeoutMs: 15_000 }) {
  const made = offProcessRunner<TestJob, TestResult>(entry, options);
  runners.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
});

describe("offProcessRunner", () => {
  it("answers jobs from one process, started on the first job and kept for the next", async () => {
    const r = runner();
    const [a, b] = await Promise.all([r.run({ action: "echo", value: "a" }), r.run({ action: "echo", value: "b" })]);
    const c = await r.run({ action: "echo", value: "c" });
    expect([a.value, b.value, c.value]).toEqual(["a", "b", "c"]);
    expect(a.pid).not.toBe(process.pid);
    expect(a.at).toEqual(new Date(0));
    expect(new Set([a.pid, b.pid, c.pid]).size).toBe(1);
  });

  it("fails a job with the process's message and goes on serving", async () => {
    const r = runner();
    await expect(r.run({ action: "fail", value: "x" })).rejects.toThrow("refused x");
    await expect(r.run({ action: "echo", value: "after" })).resolves.toMatchObject({ value: "after" });
  });

  it("fails a job that takes too long, with every job its process held, and starts another process", async () => {
    // Long enough for a process to start on a loaded machine, which each job's time includes.
    const r = runner({ idleMs: 5_000, jobTimeoutMs: 4_000 });
    const first = await r.run({ action: "echo", value: "first" });
    const held = [r.run({ action: "hang", value: "1" }), r.run({ action: "hang", value: "2" })];
    await expect(held[0]).rejects.toThrow("longer than 4000 ms");
    await expect(held[1]).rejects.toThrow("longer than 4000 ms");
    const next = await r.run({ action: "echo", value: "next" });
    expect(next.pid).not.toBe(first.pid);
  });

  it("fails the jobs of a process that exits, and serves the next job from a new one", async () => {
    const r = runner();
    const first = await r.run({ action: "echo", value: "first" });
    await expect(r.run({ action: "exit", value: "" })).rejects.toThrow("exit code 3");
    const next = await r.run({ action: "echo", value: "next" });
    expect(next.pid).not.toBe(first.pid);
  });

  it("ends an idle process, and the next job starts another", async () => {
    const r = runner({ idleMs: 200, jobTimeoutMs: 15_000 });
    const first = await r.run({ action: "echo", value: "first" });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const next = await r.run({ action: "echo", value: "next" });
    expect(next.pid).not.toBe(first.pid);
  });

  it("fails what the process still held when it is closed", async () => {
    const r = runner();
    const hanging = r.run({ action: "hang", value: "" });
    await r.close();
    await expect(hanging).rejects.toThrow("closed");
  });
});
