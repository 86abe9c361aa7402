// Fails when a decision record points at something that is not there (issue 30, item 8): another
// decision by number ("decision 044", "044-…md"), a repository file by path (`apps/…/x.ts`) or by
// its name alone (`invoice-service.ts`), or ARCHITECTURE.md, which lives in docs/architecture.md.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DECISIONS = "docs/decisions";
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const trackedNames = new Set(tracked.map((file) => path.basename(file)));
const decisionNumbers = new Set(readdirSync(DECISIONS).map((name) => name.slice(0, 3)));

/** Files a URL serves (`/bridge.js`) or a build writes (`dist/…`) are not in the repository by design. */
const NOT_A_SOURCE = /^(\/|dist\/|apps\/\w+\/dist\/)/;
const FILE_LIKE = /^[\w@./-]+\.(ts|tsx|mjs|js|json|sql|md|css|html)$/;

/** A path may be written whole or from any folder down (`files/file-service.ts`); a name alone must exist somewhere. */
function fileExists(reference) {
  const clean = reference.replace(/^\.\//, "");
  if (!clean.includes("/")) return trackedNames.has(clean);
  return tracked.some((file) => file === clean || file.endsWith(`/${clean}`));
}

const problems = [];
for (const name of readdirSync(DECISIONS).filter((file) => file.endsWith(".md"))) {
  const text = readFileSync(path.join(DECISIONS, name), "utf8");
  const where = (index) => `${DECISIONS}/${name}:${text.slice(0, index).split("\n").length}`;
  for (const match of text.matchAll(/\bARCHITECTURE(\.md)?\b/g)) {
    problems.push(`${where(match.index)}: cites ARCHITECTURE; the architecture lives in docs/architecture.md`);
  }
  for (const match of text.matchAll(/\b[Dd]ecisions? ((?:\d{3}[a-z]?(?:, | and | or |\/)?)+)/g)) {
    for (const number of match[1].match(/\d{3}/g) ?? []) {
      if (!decisionNumbers.has(number)) problems.push(`${where(match.index)}: decision ${number} does not exist`);
    }
  }
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const reference = match[1];
    if (!FILE_LIKE.test(reference) || NOT_A_SOURCE.test(reference)) continue;
    if (!fileExists(reference)) problems.push(`${where(match.index)}: \`${reference}\` is not in the repository`);
  }
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) console.error(`${problems.length} broken reference(s) in ${DECISIONS}`);
process.exit(problems.length > 0 ? 1 : 0);
