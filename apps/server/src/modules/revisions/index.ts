/** The revisions module's public entry: what other modules may use. */
export { unreadCommentThreadsCount } from "./comment-workflow-service.ts";
