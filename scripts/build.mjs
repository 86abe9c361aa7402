// Builds what `npm start` runs: the web app (only when its inputs changed since the last build,
// then precompressed) and the server compiled to one JavaScript file. Plain Node, no TypeScript
// loader. `--force` rebuilds the web app regardless of the stored input hash.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { compressDir } from "./compress-assets.mjs";
import { prerenderPages } from "./prerender.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "apps/web");
const webDist = path.join(webDir, "dist");
const hashFile = path.join(webDist, ".inputs-hash");
const serverDir = path.join(root, "apps/server");

/** Every file the web build reads that can change between checkouts. */
const webInputs = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "packages/shared/src",
  "package-lock.json",
  "apps/web/preload-routes.json",
  "scripts/compress-assets.mjs",
  "scripts/build.mjs",
  "scripts/prerender.mjs",
];

function listFiles(rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [rel];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".test.tsx"))
    .flatMap((entry) => listFiles(path.join(rel, entry.name)))
    .sort();
}

function inputsHash() {
  const hash = createHash("sha256");
  for (const file of webInputs.flatMap(listFiles)) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

async function buildWeb(force) {
  const hash = inputsHash();
  const current = fs.existsSync(hashFile) ? fs.readFileSync(hashFile, "utf8").trim() : "";
  if (!force && current === hash && fs.existsSync(path.join(webDist, "index.html"))) {
    console.log("web: sources unchanged since the last build; kept apps/web/dist");
    return;
  }
  const started = performance.now();
  const result = spawnSync("npx", ["vite", "build"], { cwd: webDir, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeRoutePreloads();
  const prerendered = await prerenderPages(webDir, webDist);
  console.log(`web: ${prerendered.join(", ")} prerendered by the server (dist/ssr), checked in every language`);
  const { files, raw, gzip, brotli } = await compressDir(webDist);
  fs.writeFileSync(hashFile, `${hash}\n`);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `web: built in ${((performance.now() - started) / 1000).toFixed(1)} s; ${files} files precompressed ` +
      `(${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli)`,
  );
}

/**
 * `dist/route-preloads.json`: per language, for each path of apps/web/preload-routes.json, the
 * chunks its screen needs beyond the entry (with that language's texts), so the server can name them in the HTML (`modulepreload`) and
 * the browser fetches them with the entry instead of after it.
 */
function writeRoutePreloads() {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, ".vite/manifest.json"), "utf8"));
  const routes = JSON.parse(fs.readFileSync(path.join(webDir, "preload-routes.json"), "utf8"));
  const closure = (keys, files = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`preload-routes.json: ${key} is not in the build`);
      if (files.has(chunk.file)) continue;
      files.add(chunk.file);
      closure(chunk.imports ?? [], files);
    }
    return files;
  };
  const entry = closure(["index.html"]);
  // Every screen needs what the entry imports once the page has painted (main.tsx: the framework,
  // then the app), and waits for its language's texts before its first render.
  const always = [...(manifest["index.html"].dynamicImports ?? []), "src/lib/locale-bundles/en-core.ts"];
  const inLanguage = (modules, lang) => modules.map((m) => m.replace(/locale-bundles\/en-/, `locale-bundles/${lang}-`));
  const preloads = Object.fromEntries(
    ["en", "he"].map((lang) => [
      lang,
      Object.fromEntries(
        Object.entries({ "*": [], ...routes }).map(([route, modules]) => [
          route,
          [...closure(inLanguage([...always, ...modules], lang))].filter((f) => !entry.has(f)),
        ]),
      ),
    ]),
  );
  fs.writeFileSync(path.join(webDist, "route-preloads.json"), `${JSON.stringify(preloads, null, 2)}\n`);
}

/**
 * `/bridge.js` (decision 081): the TypeScript module apps/web/src/bridge bundled into one classic
 * script (it reads `document.currentScript`, so it cannot be an ES module), next to the web app,
 * from where the server serves it. Built every time: it takes milliseconds, and the web build
 * empties the folder.
 */
async function buildBridge() {
  await build({
    entryPoints: [path.join(webDir, "src/bridge/main.ts")],
    outfile: path.join(webDist, "bridge.js"),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2019",
    legalComments: "none",
    logLevel: "warning",
  });
}

async function buildServer() {
  const started = performance.now();
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8"));
  // Installed packages stay external (node_modules at run time); the workspace's own TypeScript
  // (the server and @portal/shared, which exports .ts files) is compiled into the bundle.
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith("@portal/"))
    .flatMap((name) => [name, `${name}/*`]);
  const outdir = path.join(serverDir, "dist");
  emptyExcept(outdir, [TEMPLATE, `${TEMPLATE}.hash`]);
  await build({
    entryPoints: {
      index: path.join(serverDir, "src/index.ts"),
      "make-pglite-template": path.join(serverDir, "src/db/make-pglite-template.ts"),
      // Started as a child process by pdf/render-pdf.ts (decision 136).
      "pdf-worker": path.join(serverDir, "src/pdf/pdf-worker.ts"),
      // Started as a child process by lib/prerender-pages.ts (decision 136).
      "prerender-worker": path.join(serverDir, "src/lib/prerender-worker.ts"),
    },
    outdir,
    bundle: true,
    // What the server imports with `import()` (the providers of a set-up: Stripe, Twilio, SMTP,
    // S3; PDF rendering; image re-encoding) becomes a chunk of its own, loaded on first use: in one
    // file their packages were imported at start and stayed in every process's memory (issue 26).
    splitting: true,
    chunkNames: "[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    external: [...external, "pino-pretty"],
    sourcemap: "linked",
    logLevel: "warning",
    // Bundled CommonJS helpers call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);",
    },
  });
  // The migrator reads SQL files next to the code (db/client.ts's migrationsFolder).
  fs.cpSync(path.join(serverDir, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
  // The invoice fonts likewise (modules/invoices/invoice-fonts.ts's invoiceFontsFolder).
  fs.cpSync(path.join(serverDir, "src/modules/invoices/fonts"), path.join(outdir, "fonts"), { recursive: true });
  console.log(`server: compiled to apps/server/dist in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  makePgliteTemplate(outdir);
}

/** The migrated, empty embedded database a new data folder is copied from (decision 134). */
const TEMPLATE = "pglite-template";

function emptyExcept(dir, kept) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) {
    if (!kept.includes(entry)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

/** Makes `dist/pglite-template` again when the migrations or the installed PGlite changed since. */
function makePgliteTemplate(outdir) {
  const pglite = JSON.parse(fs.readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8"));
  const hash = createHash("sha256").update(pglite.version);
  for (const file of listFiles("apps/server/src/db/migrations")) hash.update(file).update(fs.readFileSync(path.join(root, file)));
  const digest = hash.digest("hex");
  const digestFile = path.join(outdir, `${TEMPLATE}.hash`);
  const folder = path.join(outdir, TEMPLATE);
  if (fs.existsSync(folder) && fs.existsSync(digestFile) && fs.readFileSync(digestFile, "utf8").trim() === digest) return;
  const started = performance.now();
  fs.rmSync(digestFile, { force: true });
  const made = spawnSync(process.execPath, [path.join(outdir, "make-pglite-template.js"), folder], { stdio: "inherit" });
  if (made.status !== 0) process.exit(made.status ?? 1);
  fs.writeFileSync(digestFile, `${digest}\n`);
  console.log(`server: migrated embedded database template made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the web app (if its inputs changed, or `force`), the demo bridge and the server. */
async function buildAll({ force = false } = {}) {
  await buildWeb(force);
  await buildBridge();
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAll({ force: process.argv.includes("--force") });
