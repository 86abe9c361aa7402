import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MODULE_MOCKING_TESTS } from "./module-mocking.ts";

const root = path.resolve(import.meta.dirname, "../..");
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

describe("the test files that replace a module", () => {
  it("are exactly the ones listed to run on their own", () => {
    const testFiles = fs
      .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `src/${file.split(path.sep).join("/")}`);
    const replacing = testFiles.filter((file) => REPLACES_A_MODULE.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(replacing.sort()).toEqual([...MODULE_MOCKING_TESTS].sort());
  });
});
