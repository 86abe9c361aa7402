import { serveJobs } from "../lib/off-process.ts";

/** A job process for off-process.test.ts: answers, fails, hangs or exits as each job asks. */
export type TestJob = { action: "echo" | "fail" | "hang" | "exit"; value: string };
export type TestResult = { pid: number; value: string; at: Date };

serveJobs<TestJob, TestResult>(async (job) => {
  if (job.action === "fail") throw new Error(`refused ${job.value}`);
  if (job.action === "exit") process.exit(3);
  if (job.action === "hang") return new Promise<never>(() => undefined);
  return { pid: process.pid, value: job.value, at: new Date(0) };
});
