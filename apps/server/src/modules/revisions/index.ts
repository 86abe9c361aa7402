/** The revisions module's public entry: what other modules may use. */
export { countUnreadCommentThreads } from "./comment-workflow-service.ts";
