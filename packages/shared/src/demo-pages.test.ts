import { describe, expect, it } from "vitest";
import { demoHomePath, demoPageUrl, groupByPage, normalisePagePath, pinPage } from "./demo-pages.ts";

describe("demo pages", () => {
  it("compares paths without a trailing slash", () => {
    expect(normalisePagePath("/menu/")).toBe("/menu");
    expect(normalisePagePath("/")).toBe("/");
    expect(normalisePagePath("")).toBe("/");
  });

  it("gives pins without a recorded page to the demo URL's own page", () => {
    expect(demoHomePath("https://staging.example.com/brooks/")).toBe("/brooks");
    expect(pinPage(null, "https://staging.example.com/brooks/")).toBe("/brooks");
    expect(pinPage(undefined, "not a url")).toBe("/");
    expect(pinPage("/brooks/menu/", "https://staging.example.com/brooks/")).toBe("/brooks/menu");
  });

  it("builds a page's address on the demo's origin, keeping the demo URL's query", () => {
    expect(demoPageUrl("http://localhost:3001/?layout=2", "/menu")).toBe("http://localhost:3001/menu?layout=2");
    expect(demoPageUrl("http://localhost:3001/?layout=2", "/")).toBe("http://localhost:3001/?layout=2");
    expect(demoPageUrl("http://localhost:3001", "/about")).toBe("http://localhost:3001/about");
  });

  it("never leaves the demo's origin", () => {
    expect(demoPageUrl("http://localhost:3001/", "//evil.example.com/x")).toBe("http://localhost:3001/");
    expect(demoPageUrl("http://localhost:3001/", "https://evil.example.com/")).toBe("http://localhost:3001/");
  });

  it("groups by page in order of first appearance, keeping each item's place", () => {
    const groups = groupByPage(["/a", "/b", "/a"], (p) => p);
    expect(groups).toEqual([
      {
        page: "/a",
        items: [
          { item: "/a", index: 0 },
          { item: "/a", index: 2 },
        ],
      },
      { page: "/b", items: [{ item: "/b", index: 1 }] },
    ]);
  });
});
