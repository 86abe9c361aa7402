/** The milestones feature's public entry (decision 098): what the app's routes and other features may use. */
export { useMyMilestones } from "./api/get-milestones";
export { milestoneKeys } from "./api/query-keys";
export { AdminMilestonesCard } from "./components/admin-milestones-card";
export { MilestoneTimeline } from "./components/milestone-timeline";
export { SignoffPanel } from "./components/signoff-panel";
export { useMilestoneChanges } from "./components/use-milestone-changes";
