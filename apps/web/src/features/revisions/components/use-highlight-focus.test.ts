import type { Annotation } from "@portal/shared/annotations";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useHighlightFocus } from "./use-highlight-focus";

const DEMO = "https://demo.example.com/?layout=2";
const pin = (id: string, page?: string) => ({
  annotation: {
    id,
    x: 0,
    y: 0,
    comment: id,
    mode: "desktop",
    timestamp: "",
    viewportWidth: null,
    documentHeight: null,
    page,
  } as Annotation,
  number: 1,
});
const pins = [pin("a", "/menu"), pin("b")];

describe("useHighlightFocus", () => {
  it("turns each new highlighted pin into a focus on its page", () => {
    const { result, rerender } = renderHook(({ id }) => useHighlightFocus(null, id, pins, DEMO), {
      initialProps: { id: "a" as string | null },
    });
    const first = result.current;
    expect(first).toMatchObject({ id: "a", page: "/menu" });
    rerender({ id: "b" });
    expect(result.current).toMatchObject({ id: "b", page: "/" });
    expect(result.current?.seq).not.toBe(first?.seq);
    rerender({ id: null });
    expect(result.current).toBeNull();
  });

  it("follows an asked-for focus first, and nothing for a pin not shown", () => {
    const asked = { id: "b", page: "/", seq: 5 };
    expect(renderHook(() => useHighlightFocus(asked, "a", pins, DEMO)).result.current).toBe(asked);
    expect(renderHook(() => useHighlightFocus(null, "zz", pins, DEMO)).result.current).toBeNull();
  });
});
