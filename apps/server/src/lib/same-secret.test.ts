import { describe, expect, it } from "vitest";
import { sameSecret } from "./same-secret.ts";

describe("sameSecret", () => {
  it("accepts only the identical value, whatever the lengths", () => {
    expect(sameSecret("token-123", "token-123")).toBe(true);
    expect(sameSecret("token-124", "token-123")).toBe(false);
    expect(sameSecret("", "token-123")).toBe(false);
    expect(sameSecret("token-123-and-more", "token-123")).toBe(false);
  });
});
