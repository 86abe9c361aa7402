import type { RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { FILE_KINDS } from "../../modules/files/index.ts";
import type { UploadSpec } from "./upload-spec.ts";

type JsonSchema = Record<string, unknown>;
type RequestBody = NonNullable<NonNullable<RouteConfig["request"]>["body"]>;
/** A plain OpenAPI schema object, as the router's types name it. */
type PlainSchema = Exclude<Extract<RequestBody["content"][string], { schema?: unknown }>["schema"], z.ZodType | undefined>;

/**
 * The OpenAPI request body of an upload route: its text fields from the same zod schema the
 * route validates them with, and its file field with the spec's count, size and types. Given as
 * a plain schema (not zod), so the router documents it without reading the body itself.
 */
export function multipartRequestBody(spec: UploadSpec, fields?: z.ZodObject): RequestBody {
  const text = fields ? (z.toJSONSchema(fields, { io: "input", unrepresentable: "any" }) as JsonSchema) : {};
  const file = {
    type: "string",
    format: "binary",
    description: `${FILE_KINDS[spec.kind].join(", ")} (judged by content), at most ${spec.maxFileBytes} bytes`,
  };
  const schema = {
    type: "object",
    properties: {
      ...((text.properties as JsonSchema | undefined) ?? {}),
      [spec.fileField]: spec.maxFiles === 1 ? file : { type: "array", items: file, maxItems: spec.maxFiles },
    },
    ...(text.required ? { required: text.required } : {}),
  };
  return { content: { "multipart/form-data": { schema: schema as PlainSchema } }, required: true };
}
