import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, markFromDatabase } from "./connection-errors.ts";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("knows PostgreSQL's connection-class SQLSTATEs, wrapped or not", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "53300"]) {
      expect(isDatabaseUnavailable(withCode("down", code)), code).toBe(true);
    }
    const wrapped = new Error("auth failed", { cause: new DrizzleQueryError("select 1", [], withCode("bye", "57P01")) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("knows node-postgres's own messages", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("counts a refused or reset socket only when it came from the database", () => {
    const refused = () => withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], refused()))).toBe(true);
    expect(isDatabaseUnavailable(markFromDatabase(refused()))).toBe(true);
    // Object storage, SMS or e-mail being down is not the database being down.
    expect(isDatabaseUnavailable(refused())).toBe(false);
  });

  it("leaves query errors and everything else alone", () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError("insert", [], withCode("duplicate key", "23505")))).toBe(false);
    expect(isDatabaseUnavailable(withCode("invalid byte sequence", "22021"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
