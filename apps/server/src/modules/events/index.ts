/** The events module's public entry: the stream limits the app's configuration sets. */
export { defaultEventStreamLimits, type EventStreamLimits } from "./event-stream-service.ts";
