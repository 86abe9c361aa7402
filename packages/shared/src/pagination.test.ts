import { describe, expect, it } from "vitest";
import { z } from "zod";
import { nextSort, pageCount, pageOf, pageQuery, pageWindow, sortContract, sortParam } from "./pagination.ts";

describe("pagination", () => {
  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(60, 25)).toBe(3);
  });

  it("parses a page request from a URL with defaults and limits", () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(pageQuery.parse({ page: "3", pageSize: "10" })).toEqual({ page: 3, pageSize: 10 });
    expect(pageQuery.safeParse({ page: "0" }).success).toBe(false);
    expect(pageQuery.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(pageQuery.safeParse({ page: "two" }).success).toBe(false);
  });

  it("pages an in-memory list without losing a row", () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pageWindow({ page: 3, pageSize: 25 })).toEqual({ limit: 25, offset: 50 });
    const seen = [1, 2, 3].flatMap((page) => pageOf(rows, { page, pageSize: 25 }).items);
    expect(seen).toEqual(rows);
    expect(pageOf(rows, { page: 3, pageSize: 25 })).toMatchObject({ total: 60, overall: 60, page: 3, pageSize: 25 });
    expect(pageOf(rows, { page: 4, pageSize: 25 }).items).toEqual([]);
  });
});

describe("sorting", () => {
  const contract = sortContract(["name", "created"], { sort: "created", dir: "desc" });
  const query = z.object({ ...contract.fields });

  it("accepts only whitelisted keys and directions, with the list's default", () => {
    expect(query.parse({})).toEqual({ sort: "created", dir: "desc" });
    expect(query.parse({ sort: "name", dir: "asc" })).toEqual({ sort: "name", dir: "asc" });
    expect(query.safeParse({ sort: "password" }).success).toBe(false);
    expect(query.safeParse({ dir: "sideways" }).success).toBe(false);
  });

  it("flips the same column and starts another ascending, the default column in its default direction", () => {
    const fallback = contract.fallback;
    expect(nextSort({ sort: "name", dir: "asc" }, "name", fallback)).toEqual({ sort: "name", dir: "desc" });
    expect(nextSort({ sort: "created", dir: "desc" }, "name", fallback)).toEqual({ sort: "name", dir: "asc" });
    expect(nextSort({ sort: "name", dir: "desc" }, "created", fallback)).toEqual({ sort: "created", dir: "desc" });
  });

  it("reads a sort from URL text, falling back on anything unknown", () => {
    expect(sortParam(contract, "name", "asc")).toEqual({ sort: "name", dir: "asc" });
    expect(sortParam(contract, "drop table", "up")).toEqual({ sort: "created", dir: "desc" });
  });
});
