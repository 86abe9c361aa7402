import fc from "fast-check";
import { PDF_MINIMAL, PNG_1x1 } from "./sample-files.ts";

/** The parts of an OpenAPI 3.1 document the fuzzer reads (JSON Schema for every schema). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface MediaContent {
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** As documented, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, MediaContent>; required?: boolean };
  responses: Record<string, { content?: Record<string, MediaContent> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, "method" | "path">>>;
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
    })),
  );
}

/** What the document cannot say: real ids to put in paths, and fitting values for some names. */
export interface FuzzContext {
  /** Ids of rows that exist, fitting the path parameter `param` of `path` (none: any fitting value). */
  pathValues(path: string, param: string): string[];
  /** Fitting values for properties, query parameters and form fields of these names (a phone number). */
  hints: Record<string, fc.Arbitrary<unknown>>;
}

/** How a request is made: `fitting` as a well-behaved client would; `hostile` with junk anywhere. */
type Mode = "fitting" | "hostile";

/** A file part of a multipart body, described so a failing case prints readably. */
interface FilePart {
  file: string;
  type: string;
  bytes: "png" | "pdf" | "text" | "empty";
}

type FuzzBody =
  | { kind: "none" }
  | { kind: "text"; contentType: string; text: string }
  | { kind: "form"; parts: Array<[string, string | FilePart]> };

/** One generated request: printable as it is, turned into a real one by `toRequestInit`. */
export interface FuzzRequest {
  method: string;
  url: string;
  body: FuzzBody;
}

const FILE_BYTES: Record<FilePart["bytes"], Uint8Array> = {
  png: PNG_1x1,
  pdf: PDF_MINIMAL,
  text: new TextEncoder().encode("<html><script>alert(1)</script></html>"),
  empty: new Uint8Array(),
};

export function toRequestInit(request: FuzzRequest): { method: string; body?: string | FormData; headers: Headers } {
  const headers = new Headers();
  const { body } = request;
  if (body.kind === "text") {
    headers.set("content-type", body.contentType);
    return { method: request.method, headers, body: body.text };
  }
  if (body.kind === "form") {
    const form = new FormData();
    for (const [name, value] of body.parts) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, new Blob([FILE_BYTES[value.bytes] as Uint8Array<ArrayBuffer>], { type: value.type }), value.file);
    }
    return { method: request.method, headers, body: form };
  }
  return { method: request.method, headers };
}

/** Text PostgreSQL cannot store, odd encodings, injection attempts, and sheer size. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "%00",
    "%",
    "'; DROP TABLE profiles; --",
    "<script>alert(1)</script>",
    "../../../etc/passwd",
    "NaN",
    "-1",
    "1e309",
    "null",
    "{}",
    "[]",
    " ",
    "",
    "\u202e\u0661\u05d0🙂",
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constant("x".repeat(100_000)),
  fc.constant("\u0000".repeat(2_000)),
);

/** Any JSON-ish value of the wrong kind. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A string that fits its schema; when hostile, sometimes with a NUL or a lone surrogate slipped in. */
function stringFor(schema: JsonSchema, mode: Mode): fc.Arbitrary<string> {
  const base = fittingString(schema);
  if (mode === "fitting") return base;
  return fc.oneof(
    { weight: 4, arbitrary: base },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom("\u0000", "\ud800", "\udc00")).map(([s, bad]) => insertMiddle(s, bad)),
    },
  );
}

function insertMiddle(text: string, inserted: string): string {
  const at = Math.floor(text.length / 2);
  return text.slice(0, at) + inserted + text.slice(at);
}

function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress();
    case "date":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "uri":
    case "url":
      return fc.webUrl();
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 300) });
}

/** A value of the shape `schema` describes (its strings spiked with bad text when hostile). */
function shapedValue(schema: JsonSchema | undefined, mode: Mode, hints: FuzzContext["hints"]): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== "object") return fc.jsonValue({ maxDepth: 2 });
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shapedValue(s, mode, hints)));
  if (schema.allOf?.length) return shapedValue(Object.assign({}, ...schema.allOf), mode, hints);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => shapedValue({ ...schema, type }, mode, hints)));
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "string":
      return stringFor(schema, mode);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({
        min: schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1,
        max: schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1,
      });
    case "number":
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "array":
      return fc.array(valueFor(schema.items, mode, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case "object": {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0)
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, hintedValue(name, property, mode, hints)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A fitting value; when hostile, sometimes anything at all instead. */
function valueFor(schema: JsonSchema | undefined, mode: Mode, hints: FuzzContext["hints"]): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema, mode, hints);
  if (mode === "fitting") return shaped;
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** The value of a named property, query parameter or form field: a hint when there is one. */
function hintedValue(
  name: string,
  schema: JsonSchema | undefined,
  mode: Mode,
  hints: FuzzContext["hints"],
): fc.Arbitrary<unknown> {
  const hint = hints[name];
  if (!hint) return valueFor(schema, mode, hints);
  if (mode === "fitting") return hint;
  return fc.oneof({ weight: 3, arbitrary: hint }, { weight: 2, arbitrary: valueFor(schema, mode, hints) });
}

/** JSON bodies that do not parse, or parse into what PostgreSQL refuses. */
const malformedJson = fc.constantFrom(
  "\u0000",
  "{",
  "[1,",
  '{"a":}',
  "nul",
  '"\\ud800"',
  '{"x":"\\u0000"}',
  "\u0000{}",
  "1e999999",
  "[".repeat(10_000),
  "{}{}",
);

const FORM_FIELDS = [
  "subject",
  "message",
  "description",
  "annotations",
  "revisionId",
  "clientId",
  "amount",
  "dueDate",
  "status",
  "file",
  "image",
  "images",
  "attachments",
];

const filePart: fc.Arbitrary<FilePart> = fc.record({
  file: fc.oneof(fc.constantFrom("photo.png", "invoice.pdf", "x.html", "a\u0000b.png", "\ud800.png", ""), hostileString),
  type: fc.constantFrom("image/png", "application/pdf", "text/html", "application/octet-stream", ""),
  bytes: fc.constantFrom("png", "pdf", "text", "empty"),
});

const FILE_FIELDS = new Set(["file", "image", "images", "attachments"]);

/** A multipart body with the operation's documented fields (or the portal's usual ones). */
function formBody(operation: Operation, mode: Mode, hints: FuzzContext["hints"]): fc.Arbitrary<FuzzBody> {
  const schema = operation.requestBody?.content["multipart/form-data"]?.schema;
  const names = schema?.properties ? Object.keys(schema.properties) : FORM_FIELDS;
  if (mode === "fitting") {
    const fittingFile = fc.record({
      file: fc.constantFrom("photo.png", "invoice.pdf"),
      type: fc.constantFrom("image/png", "application/pdf"),
      bytes: fc.constantFrom<FilePart["bytes"]>("png", "pdf"),
    });
    const parts = names.map((name) =>
      fc.option(
        (FILE_FIELDS.has(name)
          ? fittingFile
          : hintedValue(name, schema?.properties?.[name] ?? { type: "string", minLength: 1 }, mode, hints).map((v) => asText(v))
        ).map((value) => [name, value] as [string, string | FilePart]),
        { nil: undefined, freq: 3 },
      ),
    );
    return fc.tuple(...parts).map((chosen) => ({ kind: "form", parts: chosen.filter((p) => p !== undefined) }));
  }
  const part = fc.tuple(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostileString }),
    fc.oneof(
      { weight: 3, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), hostileString) as fc.Arbitrary<string | FilePart> },
      { weight: 2, arbitrary: filePart },
    ),
  );
  return fc.array(part, { maxLength: 7 }).map((parts) => ({ kind: "form", parts }));
}

function jsonText(value: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  return value.map((v) => ({ kind: "text", contentType: "application/json", text: JSON.stringify(v) ?? "null" }));
}

function bodyFor(operation: Operation, mode: Mode, hints: FuzzContext["hints"]): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: "none" });
  if (operation.method === "GET" || operation.method === "HEAD") return none;
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content["application/json"]?.schema;
  if (mode === "fitting") {
    if (jsonSchema) return jsonText(valueFor(jsonSchema, mode, hints));
    if (content["multipart/form-data"] || !operation.requestBody) return fc.oneof(none, formBody(operation, mode, hints));
    return none;
  }
  const malformed = malformedJson.map<FuzzBody>((text) => ({ kind: "text", contentType: "application/json", text }));
  const plainText = fc.jsonValue().map<FuzzBody>((v) => ({ kind: "text", contentType: "text/plain", text: JSON.stringify(v) }));
  return fc.oneof(
    { weight: jsonSchema ? 6 : 1, arbitrary: jsonText(valueFor(jsonSchema, mode, hints)) },
    { weight: 1, arbitrary: jsonText(hostileValue) },
    { weight: 2, arbitrary: malformed },
    { weight: 1, arbitrary: none },
    { weight: jsonSchema ? 1 : 4, arbitrary: formBody(operation, mode, hints) },
    { weight: 1, arbitrary: plainText },
  );
}

/** Path segments: ids of rows that exist (so handlers run past their lookups), other ids, and junk. */
function pathValue(operation: Operation, param: Parameter, mode: Mode, context: FuzzContext): fc.Arbitrary<string> {
  const known = context.pathValues(operation.path, param.name);
  const fitting = known.length ? fc.constantFrom(...known) : shapedValue(param.schema, "fitting", context.hints).map(asText);
  if (mode === "fitting") return fitting.map(encodePathSegment);
  return fc
    .oneof(
      { weight: 3, arbitrary: fitting },
      { weight: 1, arbitrary: shapedValue(param.schema, mode, context.hints).map(asText) },
      { weight: 2, arbitrary: hostileString },
    )
    .map(encodePathSegment);
}

/** How a value travels in a path, query or form field. */
function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** Percent-encodes; a lone surrogate (which has no UTF-8 form) goes out as its raw bytes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\ud800-\udfff]/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
  }
}

function queryFor(operation: Operation, mode: Mode, hints: FuzzContext["hints"]): fc.Arbitrary<string> {
  const params = operation.parameters.filter((p) => p.in === "query");
  const pairs = params.map((p) => {
    const fitting = hintedValue(p.name, p.schema, mode, hints);
    const value =
      mode === "fitting" ? fitting : fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 2, arbitrary: hostileString });
    return fc.option(
      value.map((v) => [p.name, asText(v)] as const),
      { nil: undefined, freq: 3 },
    );
  });
  const extra =
    mode === "fitting" ? fc.constant(undefined) : fc.option(fc.tuple(hostileString, hostileString), { nil: undefined, freq: 4 });
  return fc.tuple(fc.tuple(...pairs), extra).map(([documented, unknown]) => {
    const search = new URLSearchParams();
    for (const pair of [...documented, unknown]) if (pair) search.append(pair[0], pair[1]);
    const text = search.toString();
    return text ? `?${text}` : "";
  });
}

function requestIn(mode: Mode, operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const values = fc.tuple(...pathParams.map((p) => pathValue(operation, p, mode, context)));
  return fc
    .tuple(values, queryFor(operation, mode, context.hints), bodyFor(operation, mode, context.hints))
    .map(([segments, query, body]) => {
      let path = operation.path;
      pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, segments[i]);
      });
      return { method: operation.method, url: `/api${path}${query}`, body };
    });
}

/** Requests for one operation: half as a well-behaved client makes them, half with junk anywhere. */
export function requestsFor(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: requestIn("fitting", operation, context) },
    { weight: 1, arbitrary: requestIn("hostile", operation, context) },
  );
}
