/** The notifications module's public entry: what other modules use to notify people, and the instance's worker. */
export { clientLabel, type NotificationTiming, notify } from "./enqueue.ts";
export { OutboxWorker, outboxWorkerFor } from "./outbox-worker.ts";
