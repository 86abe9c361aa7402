import { commentReplySchema, updateCommentStatusRequest } from "@portal/shared/comment-workflow";
import { z } from "zod";
import { authorOf } from "../../auth/author.ts";
import { accountOf, adminRoute, sideRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { preconditionOf } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import {
  commentTargetId,
  getCommentStatus,
  markCommentViewed,
  replyToComment,
  setCommentStatus,
} from "./comment-workflow-service.ts";

/** A comment is named by its revision and its annotation id. */
const commentParams = z.object({ id: z.uuid(), commentId: z.string().min(1).max(100) });
/** The text is checked by the service, which answers with the reply's own error codes. */
const replyBody = { content: { "application/json": { schema: z.object({ message: z.string() }) } }, required: true };
/** The company's (or admin's) comments, read by the signed-in person (decision 115). */
const viewerOf = (user: SessionUser, reader: SessionUser) =>
  ({ id: user.id, email: user.email, party: user.role === "admin" ? "admin" : "client", readerId: reader.id }) as const;

export const commentRoutes = createRouter();

for (const side of ["client", "admin"] as const) {
  const base = side === "admin" ? "/admin/revisions" : "/revisions";
  commentRoutes
    .openapi(
      sideRoute(
        side,
        "revisions",
        "comments.write",
        "revision",
      )({
        method: "post",
        path: `${base}/{id}/comments/{commentId}/replies`,
        tags: ["revisions"],
        description: `Replies under a comment as the ${side}; ${side === "admin" ? "the client" : "the admins"} get a notification.`,
        ...shape.change({ params: commentParams, body: replyBody }, { 201: jsonContent(commentReplySchema, "The reply") }),
      }),
      async (c) => {
        const { id, commentId } = c.req.valid("param");
        const account = accountOf(c);
        const reply = await replyToComment(
          c.get("deps"),
          { ...viewerOf(account, currentUser(c)), author: authorOf(currentUser(c), account) },
          id,
          commentId,
          c.req.valid("json"),
        );
        return c.json(reply, 201);
      },
    )
    .openapi(
      sideRoute(
        side,
        "revisions",
        "revisions.read",
        "revision",
      )({
        method: "post",
        path: `${base}/{id}/comments/{commentId}/view`,
        tags: ["revisions"],
        description: "Records that the signed-in person has opened the comment's thread now.",
        request: { params: commentParams },
        responses: { 204: { description: "Marked as viewed now" }, ...errorResponses },
      }),
      async (c) => {
        const { id, commentId } = c.req.valid("param");
        await markCommentViewed(c.get("deps").db, viewerOf(accountOf(c), currentUser(c)), id, commentId);
        return c.body(null, 204);
      },
    );
}

const commentStatusSchema = updateCommentStatusRequest.extend({ annotationId: z.string() });

commentRoutes.openapi(
  adminRoute(
    "revisions.read",
    {
      method: "get",
      path: "/admin/revisions/{id}/comments/{commentId}",
      tags: ["revisions"],
      description: "A comment's status, with its version in `ETag` (decision 084).",
      request: { params: commentParams },
      responses: shape.versionedReadAnswers(commentStatusSchema, "The comment's status"),
    },
    "revision",
  ),
  async (c) => {
    const { id, commentId } = c.req.valid("param");
    const comment = shape.withEtag(c, await getCommentStatus(c.get("deps").db, id, commentId));
    return c.json(comment, 200);
  },
);

commentRoutes.openapi(
  adminRoute(
    "comments.write",
    {
      method: "patch",
      path: "/admin/revisions/{id}/comments/{commentId}",
      tags: ["revisions"],
      description: "Sets a comment's status (open, in_progress, done); only to a different value.",
      ...shape.guardedChange(
        { params: commentParams, body: shape.jsonBody(updateCommentStatusRequest) },
        { 200: shape.versioned(commentStatusSchema, "The comment's new status") },
      ),
    },
    "revision",
  ),
  async (c) => {
    const { id, commentId } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const precondition = preconditionOf(c, "revision", commentTargetId(id, commentId));
    const changed = await setCommentStatus(c.get("deps"), actorOf(currentUser(c)), id, commentId, status, precondition);
    const comment = shape.withEtag(c, changed);
    return c.json(comment, 200);
  },
);
