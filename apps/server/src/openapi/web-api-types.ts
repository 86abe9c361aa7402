import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { apiDocument, createApiRoutes } from "../api-routes.ts";

/** The web's generated file of the API's paths, operations and answers (decision 092). */
export const WEB_API_TYPES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/src/lib/api-paths.gen.ts",
);

const HEADER = `// Generated from the server's OpenAPI document by \`npm run api:types\`; do not edit (decision 092).
// apps/server/src/openapi/web-api-types.test.ts fails when it is out of date with the routes.

`;

type Operation = { responses?: Record<string, unknown> };

/**
 * The document as the web needs it: every operation's successful answers only. Error answers are
 * one shape the client maps to ApiError by code (typed by the error-code unions), and repeating
 * their schema for each operation would make the file many times larger.
 */
function successesOnly(document: OpenAPI3): OpenAPI3 {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([route, item]) => [
      route,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          const responses = (operation as Operation).responses;
          if (!responses) return [method, operation];
          const ok = Object.fromEntries(Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status)));
          return [method, { ...(operation as object), responses: ok }];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}

/** The TypeScript of the routes' document, as committed in the web. */
export async function renderWebApiTypes(): Promise<string> {
  const document = apiDocument(createApiRoutes(), "The agency") as unknown as OpenAPI3;
  const ast = await openapiTS(successesOnly(document), { alphabetize: true });
  return HEADER + astToString(ast);
}
