/** The notifications module's public entry: what other modules use to notify people. */
export { clientLabel, type NotificationTiming, notify } from "./enqueue.ts";
