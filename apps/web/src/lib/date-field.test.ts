import { endOfDay, parse } from "date-fns";
import { describe, expect, it } from "vitest";
import { endOfDateField } from "./date-field";

describe("endOfDateField", () => {
  it("is the end of that local day, as date-fns' parse and endOfDay give it", () => {
    for (const value of ["2026-11-22", "2024-02-29", "2026-01-01", "2026-12-31", "0999-03-04"]) {
      expect(endOfDateField(value)?.getTime()).toBe(endOfDay(parse(value, "yyyy-MM-dd", new Date())).getTime());
    }
  });

  it("is null for what is not a real date", () => {
    for (const value of ["", "2026-02-30", "2026-13-01", "2026-1-1", "22/11/2026", "2026-11-22T00:00"]) {
      expect(endOfDateField(value)).toBeNull();
    }
  });
});
