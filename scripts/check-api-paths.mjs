// Fails on a written "/api/..." path in the web's feature code, and on the untyped call by a written
// path (`api<T>(path, init)`) anywhere in the web (issue 30, decision 092): the web calls the API
// through the typed client (`apps/web/src/lib/api-client.ts`, `api.get/post/...`), whose paths the
// compiler checks against the routes, and builds URLs with its `apiUrl`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "apps/web/src"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".gen.ts") && file !== "apps/web/src/lib/api-client.ts");

const refused = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the working tree
  }
  // Screen tests answer `/api/...` requests with MSW: only feature code is checked for written paths.
  const checkPaths = file.startsWith("apps/web/src/features/") && !/\.test\.tsx?$/.test(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (
      checkPaths &&
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      /^\/api(\/|$)/.test(node.text)
    )
      refused.push(`${at(node)}: "${node.text}" is a written API path: call api.get/post/... or apiUrl from @/lib/api-client`);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "api")
      refused.push(`${at(node)}: api(path, init) is the untyped call: call api.get/post/put/patch/delete from @/lib/api-client`);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

for (const entry of refused) console.error(entry);
process.exit(refused.length > 0 ? 1 : 0);
