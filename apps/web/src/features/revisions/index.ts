/** The revisions feature's public entry: what the app's routes and other features may use. */
export { useClientRevisions } from "./api/get-client-revisions";
export { DemoFrame } from "./components/demo-frame";
export { RevisionRequestDialog } from "./components/revision-request-dialog";
export { RevisionStatusBadge } from "./components/revision-status-badge";
export { ViewModeToggle } from "./components/view-mode-toggle";
