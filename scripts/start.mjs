// `npm start`: build what changed in a separate process that exits first, then run the compiled
// server in this process (plain Node). The build's tools (esbuild, Vite, the prerenderer) never
// enter the server's memory: loaded here they stayed in its heap for its whole life (issue 26).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

process.env.PORTAL_STARTED_AT ??= String(Date.now());
process.env.NODE_ENV ??= "production";
// No source maps by default: Node then parses and keeps the map of every package that ships one
// (PGlite's alone is 4 MB), about 16 MB for the life of the process (decision 125). The bundle is
// not minified, so its stack traces stay readable; NODE_OPTIONS=--enable-source-maps maps them to
// the TypeScript files.

const build = spawnSync(process.execPath, [fileURLToPath(new URL("./build.mjs", import.meta.url))], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
await import("../apps/server/dist/index.js");
