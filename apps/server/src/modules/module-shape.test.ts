import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every module has the same shape (decision 036): routes parse, call a service and respond;
 * services (`<subject>-service.ts`) validate, write and publish events; uploads are read by the one
 * multipart reader in lib/multipart.
 */
const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const modulesDir = path.join(srcDir, "modules");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const rel = (file: string) => path.relative(srcDir, file);
const read = (file: string) => fs.readFileSync(file, "utf8");
const isRoutes = (file: string) => /(^|-)routes\.ts$/.test(path.basename(file));
const moduleFiles = sourceFiles(modulesDir);
const routeFiles = moduleFiles.filter(isRoutes);

/** Reads or writes the database, or tells other screens. */
const touchesData = (source: string) => /from "drizzle-orm"|db\/schema|\.publish\(|publish[A-Z]\w*\(/.test(source);

/** The files of its own module a routes file imports. */
function ownModuleImports(routesFile: string): string[] {
  const dir = path.dirname(routesFile);
  return [...read(routesFile).matchAll(/from "(\.\/[^"]+\.ts)"/g)].map((m) => path.resolve(dir, m[1] ?? ""));
}

describe("module shape", () => {
  it("finds the modules' routes", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it("routes neither query the database nor publish events", () => {
    expect(routeFiles.filter((file) => touchesData(read(file))).map(rel)).toEqual([]);
  });

  it("what routes call for data is a service named <subject>-service.ts", () => {
    const unnamed = routeFiles.flatMap((file) =>
      ownModuleImports(file)
        .filter((target) => !isRoutes(target) && !target.endsWith("-service.ts") && touchesData(read(target)))
        .map((target) => `${rel(file)} -> ${path.basename(target)}`),
    );
    expect(unnamed).toEqual([]);
  });

  it("service files follow one naming rule", () => {
    const named = moduleFiles.filter((file) => /service/.test(path.basename(file)));
    expect(named.filter((file) => !/^[a-z]+(-[a-z]+)*-service\.ts$/.test(path.basename(file))).map(rel)).toEqual([]);
  });

  it("errors carry codes, not HTTP statuses, outside the error handler", () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => !rel(file).startsWith("lib/error-"))
      .filter((file) => /HTTPException|HttpError/.test(read(file)));
    expect(offenders.map(rel)).toEqual([]);
  });

  it("multipart bodies are read only by lib/multipart", () => {
    const readers = sourceFiles(srcDir)
      .filter((file) => !rel(file).startsWith(`lib${path.sep}multipart`))
      .filter((file) => /\.parseBody\(|\.formData\(|from "busboy"/.test(read(file)));
    expect(readers.map(rel)).toEqual([]);
  });
});
