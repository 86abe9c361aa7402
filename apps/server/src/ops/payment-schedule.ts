import type { AppDeps } from "../app-deps.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { markOverdueInvoices, sendDueSoonReminders, sendOverdueReminders } from "../modules/invoices/index.ts";
import { issueScheduledMilestoneInvoices } from "../modules/milestones/index.ts";
import { runExclusively } from "./exclusive-job.ts";

/** How often the payment schedule runs (decision 103): a due date is a day, so minutes late is on time. */
const PAYMENT_SCHEDULE_INTERVAL_MS = 10 * 60_000;

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

export interface PaymentScheduleRun {
  invoiced: number;
  overdue: number;
  reminded: number;
}

/**
 * One turn of the payment schedule (decision 103): milestone invoices whose time has come, pending
 * invoices past their due date made overdue (with the overdue reminder), the overdue reminder of
 * invoices an admin made overdue (decision 112), and the reminders of invoices due soon. On PostgreSQL one instance runs a turn at a time (the others skip it, null);
 * each effect is also kept to once by a unique row written with it, so a turn that overlaps
 * another, or runs twice, changes nothing more.
 */
export function runPaymentSchedule(deps: Deps, database: DatabaseHandle, now = new Date()): Promise<PaymentScheduleRun | null> {
  return runExclusively(database, "payment-schedule", async () => ({
    invoiced: await issueScheduledMilestoneInvoices(deps, now),
    overdue: await markOverdueInvoices(deps, now),
    reminded: (await sendOverdueReminders(deps, now)) + (await sendDueSoonReminders(deps, now)),
  }));
}

/** Runs the schedule now and every interval until `signal` aborts; resolves once the last turn is done. */
export function startPaymentSchedule(
  deps: Deps,
  database: DatabaseHandle,
  signal: AbortSignal,
  intervalMs = PAYMENT_SCHEDULE_INTERVAL_MS,
): Promise<void> {
  const log = deps.log.child({ component: "payment-schedule" });
  return new Promise((resolve) => {
    let running: Promise<void> | undefined;
    const turn = () => {
      if (running || signal.aborted) return; // the last turn is still going
      running = runPaymentSchedule(deps, database)
        .then(
          (run) => {
            if (run && run.invoiced + run.overdue + run.reminded > 0) log.info(run, "payment schedule ran");
          },
          (error: unknown) => log.error({ err: error }, "payment schedule turn failed; tried again next interval"),
        )
        .finally(() => {
          running = undefined;
        });
    };
    const first = setTimeout(turn, 5_000);
    const timer = setInterval(turn, intervalMs);
    first.unref();
    timer.unref();
    signal.addEventListener("abort", () => {
      clearTimeout(first);
      clearInterval(timer);
      void (running ?? Promise.resolve()).then(resolve);
    });
  });
}
