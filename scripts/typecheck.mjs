// Type-checks each TypeScript project (`tsc -p`, nothing emitted), as many at once as the machine
// has cores: they are independent, and one tsc uses one core. Prints each project's errors and
// fails when any project does.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = path.join(root, "node_modules/typescript/bin/tsc");
// The largest first, so the last to finish is a small one.
const projects = ["apps/web", "apps/server", "e2e", "packages/shared"];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", project], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const results = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), projects.length) }, worker));

const failed = results.filter((result) => result.code !== 0);
for (const result of failed) process.stdout.write(`tsc -p ${result.project} failed:\n${result.output}\n`);
if (failed.length > 0) process.exit(1);
console.log(`typecheck: ${projects.join(", ")} passed`);
