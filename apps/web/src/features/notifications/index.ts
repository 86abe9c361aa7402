/** The notifications feature's public entry: what the app's routes and other features may use. */
export { notificationCountsQueryOptions, useNotificationCounts } from "./api/get-notification-counts";
export { useLiveUpdates } from "./api/use-live-updates";
