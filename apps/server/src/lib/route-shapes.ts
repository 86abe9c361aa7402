import type { AuditTarget } from "@portal/shared/audit-contracts";
import { bulkResponse } from "@portal/shared/bulk-contracts";
import type { Context } from "hono";
import { z } from "zod";
import { idempotency, idempotencyHeaders, idempotencyResponses } from "./idempotency.ts";
import { multipartRequestBody } from "./multipart/openapi-body.ts";
import type { UploadSpec } from "./multipart/upload-spec.ts";
import { errorResponses, jsonContent } from "./openapi.ts";
import {
  conditionalHeaders,
  etagHeader,
  type Precondition,
  preconditionOf,
  preconditionResponses,
  sendEtag,
} from "./preconditions.ts";

/**
 * The parts every route declaration repeated (decision 117): spread into `adminRoute(...)` and the
 * other audiences' declarations, so a route states only its own path, request and answers.
 */

/** The `{id}` of the one record a route is about. */
const recordId = z.object({ id: z.uuid() });

/** A route's `description` when it has one, spread where it stood so the document keeps its order. */
const described = (description: string | undefined) => (description === undefined ? {} : { description });

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/** An answer naming the record's version in `ETag` (a single-record read, or a change by precondition). */
export const versioned = <T extends z.ZodType>(schema: T, description: string) => ({
  ...jsonContent(schema, description),
  headers: etagHeader,
});

/** What a change with nothing more to tell answers. */
export const okBody = z.object({ ok: z.literal(true) });

/** The success of a change with nothing more to tell: `{ ok: true }`, answered through `answerOk`. */
export const okAnswer = (description: string) => ({ 200: jsonContent(okBody, description) });

/** The 409 of a change the record's state refuses (in place of the idempotency key's 409). */
export const refused = { 409: errorResponses[400] } as const;

/** A read's answers: its success and the common errors. */
export const readAnswers = <T extends z.ZodType>(schema: T, description: string) => ({
  200: jsonContent(schema, description),
  ...errorResponses,
});

/** A single-record read's answers: the record with its `ETag` (decision 075), or the common errors. */
export const versionedReadAnswers = <T extends z.ZodType>(schema: T, description: string) => ({
  200: versioned(schema, description),
  ...errorResponses,
});

/**
 * A single-record read: GET the record at `{id}` of `path` in `tag`, answered
 * `versionedReadAnswers(schema, answer)`; its handler sends the ETag through `withEtag` or `readVersioned`.
 */
export const recordRead = <P extends string, T extends z.ZodType>(
  path: P,
  tag: string,
  schema: T,
  answer: string,
  description?: string,
) => ({
  method: "get" as const,
  path,
  tags: [tag],
  ...described(description),
  request: { params: recordId },
  responses: versionedReadAnswers(schema, answer),
});

/**
 * A list read by its query (a page of a list, or matches): GET `path` in `tag`, its `query`, and
 * `readAnswers(schema, description)`. Spread into the audience's declaration (decision 117).
 */
export const queryRead = <P extends string, Q extends z.ZodType, T extends z.ZodType>(
  path: P,
  tag: string,
  query: Q,
  schema: T,
  description: string,
) => ({ method: "get" as const, path, tags: [tag], request: { query }, responses: readAnswers(schema, description) });

/**
 * A list's CSV export (UTF-8 with BOM, streamed): GET `path` in `tag` with the list's `query`;
 * `description` says what it holds. The handler answers `c.body(stream, 200, csvHeaders(...))`.
 */
export const csvExport = <P extends string, Q extends z.ZodType>(path: P, tag: string, query: Q, description: string) => ({
  method: "get" as const,
  path,
  tags: [tag],
  description,
  request: { query },
  responses: { 200: { description: "A CSV file", content: { "text/csv": { schema: z.string() } } }, ...errorResponses },
});

/**
 * An idempotent change: the idempotency middleware and header, the route's own request (params,
 * body) and answers (its success, and `refused` where the record's state may refuse it).
 */
export function change<R extends object, A extends object>(request: R, answers: A) {
  return {
    middleware: [idempotency] as [typeof idempotency],
    request: { headers: idempotencyHeaders, ...request },
    responses: { ...errorResponses, ...idempotencyResponses, ...answers },
  };
}

/**
 * A bulk change of the chosen rows, all of them or none: POST `path` in `tag` with the JSON `body`,
 * answered by how many changed (`answer` says what holds then), or 409 `bulk_refused`.
 */
export const bulkChange = <P extends string, B extends z.ZodType>(
  path: P,
  tag: string,
  description: string,
  body: B,
  answer: string,
) => ({
  method: "post" as const,
  path,
  tags: [tag],
  description,
  ...change({ body: jsonBody(body) }, { 200: jsonContent(bulkResponse, answer), ...refused }),
});

/**
 * Creating a record from an upload: POST `path` in `tag`, its multipart body the text `fields` and
 * the files `spec` allows, answered by `answers` (its 201).
 */
export const uploadCreate = <P extends string, A extends object>(
  path: P,
  tag: string,
  description: string,
  spec: UploadSpec,
  fields: z.ZodObject,
  answers: A,
) => ({
  method: "post" as const,
  path,
  tags: [tag],
  description,
  ...change({ body: multipartRequestBody(spec, fields) }, answers),
});

/**
 * Deleting the record at `{id}`: DELETE `path` in `tag`, answered `okAnswer(description)` or 409
 * when the record's state refuses it.
 */
export const deletion = <P extends string>(path: P, tag: string, description: string) => ({
  method: "delete" as const,
  path,
  tags: [tag],
  ...change({ params: recordId }, { ...okAnswer(description), ...refused }),
});

/**
 * A change by precondition (decision 084): as `change`, with `If-Match` and its 412 `edit_conflict`.
 * The success is usually `versioned(...)`, answered through `withEtag`.
 */
export function guardedChange<R extends object, A extends object>(request: R, answers: A) {
  return {
    middleware: [idempotency] as [typeof idempotency],
    request: { headers: conditionalHeaders, ...request },
    responses: { ...errorResponses, ...idempotencyResponses, ...preconditionResponses, ...answers },
  };
}

/**
 * A change by precondition to the record at `{id}` with a JSON `body`: `method` `path` in `tag`,
 * answered by `answers` (see `guardedChange`). Its handler answers through `answerGuardedChange`
 * (`lib/guarded-change.ts`) or `applyGuarded`.
 */
export const guardedEdit = <M extends "put" | "patch" | "post", P extends string, B extends z.ZodType, A extends object>(
  method: M,
  path: P,
  tag: string,
  body: B,
  answers: A,
  description?: string,
) => ({
  method,
  path,
  tags: [tag],
  ...described(description),
  ...guardedChange({ params: recordId, body: jsonBody(body) }, answers),
});

/** Answers `okAnswer`'s `{ ok: true }` once `work` is done. */
export async function answerOk(c: Context, work: Promise<unknown>) {
  await work;
  return c.json({ ok: true as const }, 200);
}

/** Sends a service result's `version` as the answer's `ETag` and gives the rest, to answer as JSON. */
export function withEtag<T extends { version: string }>(c: Context, { version, ...rest }: T): Omit<T, "version"> {
  sendEtag(c, version);
  return rest;
}

/**
 * A record's read with its `ETag`: its version is read first, so the ETag is never newer than the
 * record answered, and sent when the record has one.
 */
export async function readVersioned<T>(c: Context, version: Promise<string | null>, read: () => Promise<T>): Promise<T> {
  const found = await version;
  const record = await read();
  if (found) sendEtag(c, found);
  return record;
}

/**
 * Makes a change by precondition to the `target` record `id`: `apply` is given the request's
 * precondition for it; the result's `version` is sent as the `ETag` and the rest given back.
 */
export async function applyGuarded<T extends { version: string }>(
  c: Context,
  target: AuditTarget,
  id: string,
  apply: (precondition: Precondition) => Promise<T>,
): Promise<Omit<T, "version">> {
  return withEtag(c, await apply(preconditionOf(c, target, id)));
}
