/** The API path of a comment of a revision, on the client's or the admin's side. */
export const commentPath = (as: "client" | "admin", revisionId: string, annotationId: string) =>
  `${as === "admin" ? "/admin/revisions" : "/revisions"}/${encodeURIComponent(revisionId)}/comments/${encodeURIComponent(annotationId)}`;
