/** The projects feature's public entry: what the app's routes and other features may use. */
export { useCreateProject } from "./api/create-project";
export { useClientProject } from "./api/get-client-project";
export { myProjectQueryOptions, useCreateMyProject, useMyProject } from "./api/get-my-project";
export { projectKeys } from "./api/query-keys";
export { AdminProjectDialog } from "./components/admin-project-dialog";
export { ProjectEditCard } from "./components/project-edit-card";
export { ProjectProgressCard } from "./components/project-progress-card";
export { ProjectStatusBadge } from "./components/project-status-badge";
export { RequestChangesCard } from "./components/request-changes-card";
