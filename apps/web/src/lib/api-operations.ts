import type { paths } from "./api-paths.gen";

/**
 * The types of the typed API client, read from the routes' OpenAPI document (`api-paths.gen.ts`,
 * `npm run api:types`, decision 092): which paths answer which method, and each operation's path
 * parameters, query, body and successful answer.
 */
export type ApiMethod = "get" | "post" | "put" | "patch" | "delete";

/** The paths (as the document writes them, `/admin/invoices/{id}`) that answer `M`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: [paths[P][M]] extends [{ responses: unknown }] ? P : never;
}[keyof paths];

type Operation<P extends ApiPath<M>, M extends ApiMethod> = NonNullable<paths[P][M]>;

type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
type JsonOrForm<C> = C extends { "application/json": infer J }
  ? J
  : C extends { "multipart/form-data": unknown }
    ? FormData
    : never;
type Body<O> = O extends { requestBody?: { content: infer C } } ? JsonOrForm<C> : never;

type SuccessOf<R, S> = S extends 204
  ? undefined
  : S extends 200 | 201 | 202
    ? R extends { content: { "application/json": infer J } }
      ? J
      : undefined
    : never;
/** What a call answers when it succeeds (`undefined` for an answer without a JSON body). */
type Success<O> = O extends { responses: infer R } ? { [S in keyof R]: SuccessOf<R[S], S> }[keyof R] : never;

type Part<K extends string, T, Required extends boolean> = [T] extends [never]
  ? { [key in K]?: undefined }
  : Required extends true
    ? { [key in K]: T }
    : { [key in K]?: T };

/** What every call may add: the behaviour of `api-client.ts` (idempotency, If-Match, abort). */
export interface CallExtras {
  /** Names one user action, so the server runs it once however often it arrives. */
  idempotencyKey?: string;
  /**
   * The ETag of the version a change was made from (`versioned` read it): the server refuses the
   * change with 412 `edit_conflict` when the record changed since (decision 075).
   */
  ifMatch?: string | null;
  /**
   * For a change made from what a screen shows: the single-record read it showed, filled with this
   * call's `params`. The ETag that read answered last is sent as `If-Match`, and the change's new
   * ETag is kept for it.
   */
  ifMatchOf?: ApiPath<"get">;
  signal?: AbortSignal;
}

type OptionsOf<O> = CallExtras &
  Part<"params", PathParams<O>, true> &
  Part<"query", Query<O>, O extends { parameters: { query: object } } ? true : false> &
  Part<"body", Body<O>, O extends { requestBody: object } ? true : false>;

/** The options of a call to `P` with `M`: `params` when the path has any, `body` when it takes one. */
export type ApiOptions<P extends ApiPath<M>, M extends ApiMethod> = OptionsOf<Operation<P, M>>;
/** The options as a rest parameter: optional when nothing in them is required. */
export type ApiArgs<P extends ApiPath<M>, M extends ApiMethod> =
  Record<string, never> extends ApiOptions<P, M> ? [options?: ApiOptions<P, M>] : [options: ApiOptions<P, M>];
/** What a call to `P` with `M` answers. */
export type ApiAnswer<P extends ApiPath<M>, M extends ApiMethod> = Success<Operation<P, M>>;
/** The query a GET of `P` takes (for links to it, such as a CSV export). */
export type ApiQuery<P extends ApiPath<"get">> = Query<Operation<P, "get">>;
