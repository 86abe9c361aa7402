/** The notifications feature's public entry: what the app's routes and other features may use. */
export { notificationCountsQueryOptions, useNotificationCounts } from "./api/get-notification-counts";
export { notificationKeys } from "./api/query-keys";
export type { KeysForChange } from "./api/use-live-updates";
export { useLiveUpdates } from "./api/use-live-updates";
export { useProfileLanguage } from "./api/use-profile-language";
export { NotificationPreferencesCard } from "./components/notification-preferences-card";
