import { describe, expect, it } from "vitest";
import { z } from "zod";
import { replyFields } from "./support-contracts.ts";
import { graphemeCount, withinGraphemes } from "./text-length.ts";

describe("counting characters as people see them", () => {
  it("counts an emoji, a family and a combined accent as one character each", () => {
    expect(graphemeCount("👍")).toBe(1);
    expect(graphemeCount("👨‍👩‍👧")).toBe(1);
    expect(graphemeCount("e\u0301")).toBe(1);
    expect(graphemeCount("שלום 👍")).toBe(6);
  });

  it("limits by visible characters, with a ceiling on code points", () => {
    const three = withinGraphemes(z.string(), 3, "tooLong");
    expect(three.safeParse("👍👍👍").success).toBe(true);
    expect(three.safeParse("👍👍👍👍").success).toBe(false);
    expect(three.safeParse(`a${"\u0301".repeat(40)}`).success).toBe(false);
  });

  it("lets a ticket reply of 5000 emoji through, as its counter says", () => {
    expect(replyFields.safeParse({ message: "👍".repeat(5000) }).success).toBe(true);
    expect(replyFields.safeParse({ message: "👍".repeat(5001) }).success).toBe(false);
  });
});
