import fs from "node:fs";
import path from "node:path";
import { isApiErrorCode } from "@portal/shared/error-codes";
import { describe, expect, it } from "vitest";

const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Every literal code the server answers with: thrown AppErrors, errorJson and errorReply bodies. */
function literalCodes(): Array<{ file: string; code: string }> {
  const pattern = /(?:new AppError\(\s*|errorJson\(\s*|errorReply\(\s*c,\s*)"([^"]+)"/g;
  return sourceFiles(srcDir).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(pattern)].map((m) => ({ file: path.relative(srcDir, file), code: m[1] ?? "" })),
  );
}

describe("error codes", () => {
  it("finds the server's literal error codes", () => {
    expect(literalCodes().length).toBeGreaterThan(50);
  });

  it("every literal code the server answers with is registered in packages/shared/error-codes", () => {
    expect(literalCodes().filter(({ code }) => !isApiErrorCode(code))).toEqual([]);
  });
});
