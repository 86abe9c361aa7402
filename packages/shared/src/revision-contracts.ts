import { z } from "zod";
import { annotationSchema } from "./annotations.ts";
import { assignedQueryField } from "./assignment-contracts.ts";
import { commentThreadSchema } from "./comment-workflow.ts";
import { REVISION_DESCRIPTION_MAX, REVISION_STATUSES } from "./constants.ts";
import { messageAuthorFields } from "./message-author.ts";
import { pageInfoFields, pageQueryFields, sortContract } from "./pagination.ts";
import { withinGraphemes } from "./text-length.ts";

/** A pin as the API answers it: with the authorised URL of its screenshot when it has one. */
export const revisionAnnotationSchema = annotationSchema.extend({ screenshotUrl: z.string().nullable().optional() });
export type RevisionAnnotation = z.infer<typeof revisionAnnotationSchema>;

/** A pin's screenshot, uploaded when the pin is placed; its id goes into the pin on submit. */
export const pinScreenshotSchema = z.object({ id: z.string(), url: z.string() });
export type PinScreenshot = z.infer<typeof pinScreenshotSchema>;

export const revisionImageSchema = z.object({ id: z.string(), url: z.string(), fileName: z.string() });

export const revisionSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  projectId: z.string(),
  requestNumber: z.number().int(),
  description: z.string(),
  status: z.enum(REVISION_STATUSES),
  /** The first image, or null. */
  screenshotUrl: z.string().nullable(),
  images: z.array(revisionImageSchema),
  annotations: z.array(revisionAnnotationSchema),
  /** Each comment's status and reply thread, in the order of `annotations`. */
  comments: z.array(commentThreadSchema),
  /** Who of the client's company requested it, "Noa (Shapiro Yoga)" (decision 118); admins only, else null. */
  authorLabel: z.string().nullable(),
  /** Whether the signed-in client requested it, else which colleague did (decision 128). */
  ...messageAuthorFields,
  createdAt: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const myRevisionsResponse = z.object({
  demoUrl: z.string().nullable(),
  revisions: z.array(revisionSchema),
});
export type MyRevisionsResponse = z.infer<typeof myRevisionsResponse>;

/**
 * The text fields of a revision submit (multipart, with `images` as files). `annotations` is
 * whatever shape the client sends; the server normalises it with `normaliseAnnotations`.
 */
export const submitRevisionFields = z.object({
  description: withinGraphemes(z.string(), REVISION_DESCRIPTION_MAX, "description_too_long").default(""),
  annotations: z.unknown().optional(),
});

export const submitRevisionResponse = z.object({
  revision: revisionSchema,
  revisionCount: z.number().int(),
  remaining: z.number().int(),
});
export type SubmitRevisionResponse = z.infer<typeof submitRevisionResponse>;

export const updateRevisionStatusRequest = z.object({ status: z.enum(REVISION_STATUSES) });

export const adminRevisionSchema = revisionSchema.extend({
  clientEmail: z.string(),
  demoUrl: z.string().nullable(),
});
export type AdminRevision = z.infer<typeof adminRevisionSchema>;

export const revisionClientSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  createdAt: z.string(),
  revisionCount: z.number().int(),
  unviewedCount: z.number().int(),
  /** Comments of this client's revisions with replies the admin has not seen. */
  unreadReplies: z.number().int(),
});
export type RevisionClient = z.infer<typeof revisionClientSchema>;

/** Columns Revision Requests' clients sort by; newest client first by default. */
export const REVISION_CLIENT_SORT = sortContract(["email", "name", "revisions", "unviewed", "created"], {
  sort: "created",
  dir: "desc",
});

export const revisionClientsQuery = z.object({
  /** Part of the client's e-mail. */
  search: z.string().trim().max(200).optional(),
  ...assignedQueryField,
  ...pageQueryFields,
  ...REVISION_CLIENT_SORT.fields,
});
export type RevisionClientsQuery = z.output<typeof revisionClientsQuery>;
export const revisionClientsResponse = z.object({ clients: z.array(revisionClientSchema), ...pageInfoFields });
export const clientRevisionsResponse = z.object({ revisions: z.array(revisionSchema) });
