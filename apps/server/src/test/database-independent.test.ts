import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATABASE_INDEPENDENT_TESTS } from "./database-independent.ts";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const USES_TEST_DATABASE = /createTestApp|openTestDatabase|TEST_DATABASE_URL|test-app|test-database/;

describe("the test files the PostgreSQL pass leaves out", () => {
  it.each(DATABASE_INDEPENDENT_TESTS)("%s exists and never uses the test database", (file) => {
    const source = fs.readFileSync(path.join(serverRoot, file), "utf8");
    expect(source).not.toMatch(USES_TEST_DATABASE);
  });
});
