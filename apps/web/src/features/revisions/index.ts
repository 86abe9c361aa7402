/** The revisions feature's public entry: what the app's routes and other features may use. */
export { useClientRevisions } from "./api/get-client-revisions";
export { revisionKeys } from "./api/query-keys";
export { DemoFrame } from "./components/demo-frame";

export { RevisionStatusBadge } from "./components/revision-status-badge";
export { ViewModeToggle } from "./components/view-mode-toggle";
export { hasRevisionDraft } from "./revision-draft-key";
/** The request dialog loads on demand, in its own chunk. */
export const loadRevisionRequestDialog = () =>
  import("./components/revision-request-dialog").then((m) => m.RevisionRequestDialog);
