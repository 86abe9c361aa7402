// Fails on a written "/api/..." path in the web's feature code (issue 30, decision 092): features
// call the API through the typed client (`apps/web/src/lib/api-client.ts`), whose paths the
// compiler checks against the routes, and build URLs with its `apiUrl`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "apps/web/src/features"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

const written = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the working tree
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      /^\/api(\/|$)/.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      written.push(`${file}:${line + 1}: "${node.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

for (const entry of written)
  console.error(`${entry} is a written API path: call api.get/post/... or apiUrl from @/lib/api-client`);
process.exit(written.length > 0 ? 1 : 0);
