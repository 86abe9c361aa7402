import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** What a job process answers for a job: its result, or the message of what went wrong. */
export type JobAnswer<R> = { id: number; result: R } | { id: number; error: string };

export interface OffProcessOptions {
  /** The process ends after this long without a job; the next job starts another. */
  idleMs: number;
  /** A job not answered in this time fails, and its process is ended with every job it held. */
  jobTimeoutMs: number;
}

interface Pending<R> {
  resolve: (result: R) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs jobs in one child process, started on the first job and ended when idle, so what the jobs
 * load (libraries, fonts, their heap) never enters the server's memory and leaves with the process
 * (decision 136; a worker thread left about 20 MB behind in the server's allocator). The runner is
 * the process's only owner: every job has a timeout, and a process that errs, exits or times out
 * fails the jobs it held instead of leaving them waiting.
 */
export function offProcessRunner<J, R>(entry: URL, options: OffProcessOptions) {
  let child: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending<R>>();

  // Only the current process's end fails the jobs: a process ended before is gone with its own.
  const end = (ending: ChildProcess, error: Error) => {
    if (child !== ending) return;
    child = undefined;
    clearTimeout(idleTimer);
    for (const job of pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    pending.clear();
    ending.kill("SIGKILL");
  };

  /** Whether the process holds the server's event loop open: only while it has jobs. */
  const hold = (held: ChildProcess, on: boolean) => {
    const handle = held.channel as { ref(): void; unref(): void } | undefined;
    if (on) {
      held.ref();
      handle?.ref();
    } else {
      held.unref();
      handle?.unref();
    }
  };

  const settle = (answer: JobAnswer<R>) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    clearTimeout(job.timer);
    if ("error" in answer) job.reject(new Error(answer.error));
    else job.resolve(answer.result);
    if (pending.size === 0 && child) {
      hold(child, false);
      const idle = child;
      idleTimer = setTimeout(() => end(idle, new Error("The job process ended while idle.")), options.idleMs).unref();
    }
  };

  const start = () => {
    const source = entry.pathname.endsWith(".ts");
    const started = fork(fileURLToPath(entry), [], {
      // Structured clone: dates and byte arrays arrive as they were sent.
      serialization: "advanced",
      // From the sources (development, the tests) the entry is TypeScript.
      execArgv: source ? ["--import", "tsx"] : [],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started.on("message", (answer) => settle(answer as JobAnswer<R>));
    started.on("error", (error) => end(started, error));
    started.on("exit", (code, signal) => end(started, new Error(`The job process stopped (${signal ?? `exit code ${code}`}).`)));
    return started;
  };

  return {
    run(job: J): Promise<R> {
      clearTimeout(idleTimer);
      child ??= start();
      const current = child;
      hold(current, true);
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        const timer = setTimeout(
          () => end(current, new Error(`The job took longer than ${options.jobTimeoutMs} ms.`)),
          options.jobTimeoutMs,
        );
        pending.set(id, { resolve, reject, timer });
        current.send({ id, job });
      });
    },
    /** Ends the process now; jobs it held fail. */
    async close(): Promise<void> {
      if (child) end(child, new Error("The job process was closed."));
    },
  };
}

/**
 * The runner of a job process whose entry, `name`, sits beside the calling file: its TypeScript in
 * the sources, its JavaScript beside the bundle in dist (scripts/build.mjs builds each entry).
 */
export function runnerBeside<J, R>(callerUrl: string, name: string, options: OffProcessOptions) {
  const extension = callerUrl.endsWith(".ts") ? "ts" : "js";
  return offProcessRunner<J, R>(new URL(`./${name}.${extension}`, callerUrl), options);
}

/**
 * The job process's side: answers each job with `handle`'s result or error, and ends with the
 * server (when its channel closes).
 */
export function serveJobs<J, R>(handle: (job: J) => Promise<R>) {
  const send = process.send?.bind(process);
  if (!send) throw new Error("A job process is started by offProcessRunner.");
  process.on("disconnect", () => process.exit(0));
  process.on("message", (message) => {
    const { id, job } = message as { id: number; job: J };
    handle(job).then(
      (result) => send({ id, result } satisfies JobAnswer<R>),
      (error: unknown) => send({ id, error: error instanceof Error ? error.message : String(error) } satisfies JobAnswer<R>),
    );
  });
}
