import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderWebApiTypes, WEB_API_TYPES_FILE } from "./web-api-types.ts";

describe("the web's typed client", () => {
  it("is generated from the routes as they are (run `npm run api:types` after changing a route)", async () => {
    const committed = readFileSync(WEB_API_TYPES_FILE, "utf8");
    const current = await renderWebApiTypes();
    // A whole-file comparison would print 6000 lines: name the first line that differs.
    const lines = { committed: committed.split("\n"), current: current.split("\n") };
    const first = lines.current.findIndex((line, index) => line !== lines.committed[index]);
    const differs =
      first === -1 && lines.committed.length === lines.current.length
        ? null
        : { line: first + 1, committed: lines.committed[first], current: lines.current[first] };
    expect(differs, "apps/web/src/lib/api-paths.gen.ts is out of date: run `npm run api:types`").toBeNull();
  }, 60_000);
});
