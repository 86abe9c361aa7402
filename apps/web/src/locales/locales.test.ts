import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.dirname(new URL(import.meta.url).pathname);

function keysOf(lang: string): string[] {
  const keys: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, `${prefix}.${k}`);
    } else keys.push(prefix);
  };
  for (const file of fs.readdirSync(path.join(root, lang)).filter((f) => f.endsWith(".json"))) {
    walk(JSON.parse(fs.readFileSync(path.join(root, lang, file), "utf8")), file.replace(/\.json$/, ""));
  }
  return keys.sort();
}

function valuesOf(lang: string): string[] {
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (value && typeof value === "object") Object.values(value).forEach(walk);
    else values.push(String(value));
  };
  for (const file of fs.readdirSync(path.join(root, lang)).filter((f) => f.endsWith(".json"))) {
    walk(JSON.parse(fs.readFileSync(path.join(root, lang, file), "utf8")));
  }
  return values;
}

describe("locales", () => {
  it("English and Hebrew have exactly the same keys", () => {
    expect(keysOf("he")).toEqual(keysOf("en"));
  });

  it("has no empty texts", () => {
    for (const lang of ["en", "he"]) expect(valuesOf(lang).filter((v) => v.trim() === "")).toEqual([]);
  });

  it("keeps interpolation placeholders the same in both languages", () => {
    const placeholders = (lang: string) =>
      keysOf(lang).length &&
      valuesOf(lang)
        .flatMap((v) => v.match(/{{\s*\w+\s*}}/g) ?? [])
        .sort();
    expect(placeholders("he")).toEqual(placeholders("en"));
  });
});
