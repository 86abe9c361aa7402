/** The activity feature's public entry: the audit trail's screen and a person's history (decision 050). */
export { activityKeys } from "./api/query-keys";
export { ActivityHistory } from "./components/activity-history";
