// Fails when a non-test source file is over 300 lines (issue 12: small files, one purpose).
// Tests, generated files (migrations, *.gen.ts) and test support code (src/test, e2e) are exempt.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX_LINES = 300;
const exempt = [/\.test\.tsx?$/, /\.spec\.tsx?$/, /\/db\/migrations\//, /\.gen\.ts$/, /^apps\/server\/src\/test\//, /^e2e\//];

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx", "*.mjs"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !exempt.some((pattern) => pattern.test(file)));

const long = files
  .map((file) => {
    try {
      return { file, lines: readFileSync(file, "utf8").split("\n").length - 1 };
    } catch {
      return { file, lines: 0 }; // deleted in the working tree
    }
  })
  .filter(({ lines }) => lines > MAX_LINES);

for (const { file, lines } of long) console.error(`${file}: ${lines} lines (at most ${MAX_LINES}; split it by purpose)`);
process.exit(long.length > 0 ? 1 : 0);
