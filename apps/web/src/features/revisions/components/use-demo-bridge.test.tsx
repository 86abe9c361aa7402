import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDemoBridge } from "./use-demo-bridge";

const DEMO = "https://demo.example.com/home";
const ORIGIN = "https://demo.example.com";

/** A stand-in for the demo frame: its window records what the portal posts to it. */
function fakeFrame() {
  const contentWindow = { postMessage: vi.fn() } as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
  return { current: { contentWindow } as unknown as HTMLIFrameElement, contentWindow };
}

function fromBridge(frame: ReturnType<typeof fakeFrame>, data: object, origin = ORIGIN, source: unknown = frame.contentWindow) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", { data: { source: "portal-bridge", ...data }, origin, source: source as Window }),
    );
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDemoBridge", () => {
  it("greets the bridge on load and falls back to the overlay when nobody answers", () => {
    const frame = fakeFrame();
    const { result } = renderHook(() => useDemoBridge(frame, DEMO, false));
    expect(result.current.state.status).toBe("waiting");
    act(() => result.current.onFrameLoad());
    expect(frame.contentWindow.postMessage).toHaveBeenCalledWith({ source: "portal", type: "hello" }, ORIGIN);
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.state.status).toBe("none");
  });

  it("connects on the bridge's answer, follows its scroll and switches comment mode", () => {
    const frame = fakeFrame();
    const { result, rerender } = renderHook(({ comment }) => useDemoBridge(frame, DEMO, comment), {
      initialProps: { comment: false },
    });
    act(() => result.current.onFrameLoad());
    fromBridge(frame, { type: "ready", scrollY: 40, viewportWidth: 1200, documentHeight: 3000 });
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.state).toMatchObject({ status: "connected", scrollY: 40, viewportWidth: 1200, documentHeight: 3000 });
    // A bridge that does not say its version speaks version 1.
    expect(result.current.state.version).toBe(1);
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "disableCommentMode" }, ORIGIN);
    rerender({ comment: true });
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "enableCommentMode" }, ORIGIN);
    act(() => result.current.scrollTo(500));
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "scrollTo", y: 500 }, ORIGIN);
  });

  it("tells a bridge that starts again (the page reloaded in comment mode) that comments are on", () => {
    const frame = fakeFrame();
    renderHook(() => useDemoBridge(frame, DEMO, true, vi.fn()));
    fromBridge(frame, { type: "ready", path: "/" });
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "enableCommentMode" }, ORIGIN);
    frame.contentWindow.postMessage.mockClear();
    fromBridge(frame, { type: "ready", path: "/" });
    expect(frame.contentWindow.postMessage).toHaveBeenCalledWith({ source: "portal", type: "enableCommentMode" }, ORIGIN);
  });

  it("passes on a comment click with its position", () => {
    const frame = fakeFrame();
    const onAddComment = vi.fn();
    renderHook(() => useDemoBridge(frame, DEMO, true, onAddComment));
    fromBridge(frame, { type: "addComment", x: 10, y: 20, viewportWidth: 800, documentHeight: 2000 });
    expect(onAddComment).toHaveBeenCalledWith(
      expect.objectContaining({ x: 10, y: 20, viewportWidth: 800, documentHeight: 2000 }),
    );
  });

  it("passes on what a version 2 bridge knows about a click: page, element anchor, viewport and scroll", () => {
    const frame = fakeFrame();
    const onAddComment = vi.fn();
    renderHook(() => useDemoBridge(frame, DEMO, true, onAddComment));
    fromBridge(frame, {
      type: "addComment",
      version: 2,
      x: 10,
      y: 20,
      path: "/menu",
      clickId: "click-1",
      anchor: { selector: "#logo", offsetX: 25, offsetY: 50 },
      viewportWidth: 800,
      viewportHeight: 600,
      documentHeight: 2000,
      scrollX: 0,
      scrollY: 120,
    });
    expect(onAddComment).toHaveBeenCalledWith({
      x: 10,
      y: 20,
      clickId: "click-1",
      page: "/menu",
      anchor: { selector: "#logo", offsetX: 25, offsetY: 50 },
      viewportWidth: 800,
      viewportHeight: 600,
      documentHeight: 2000,
      scrollX: 0,
      scrollY: 120,
    });
  });

  it("drops an anchor outside its element and a page that is not a path", () => {
    const frame = fakeFrame();
    const onAddComment = vi.fn();
    renderHook(() => useDemoBridge(frame, DEMO, true, onAddComment));
    fromBridge(frame, {
      type: "addComment",
      x: 1,
      y: 2,
      path: "//evil.example.com/",
      anchor: { selector: "#a", offsetX: 300, offsetY: 0 },
    });
    expect(onAddComment).toHaveBeenCalledWith(expect.objectContaining({ page: null, anchor: null }));
  });

  it("asks for screenshots only when it can take them, and hands each on with its click", () => {
    const frame = fakeFrame();
    const onScreenshot = vi.fn();
    renderHook(() => useDemoBridge(frame, DEMO, true, vi.fn(), onScreenshot));
    fromBridge(frame, { type: "ready", version: 2 });
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith(
      { source: "portal", type: "enableCommentMode", screenshots: true },
      ORIGIN,
    );
    const image = new Blob(["jpeg"], { type: "image/jpeg" });
    fromBridge(frame, { type: "pinScreenshot", clickId: "click-1", image });
    fromBridge(frame, { type: "pinScreenshot", clickId: "click-2", failed: true });
    expect(onScreenshot).toHaveBeenNthCalledWith(1, "click-1", image);
    expect(onScreenshot).toHaveBeenNthCalledWith(2, "click-2", null);
  });

  it("asks where anchored pins are and keeps the answers until the next page", () => {
    const frame = fakeFrame();
    const { result } = renderHook(() => useDemoBridge(frame, DEMO, false));
    fromBridge(frame, { type: "ready", version: 2, path: "/" });
    const pins = [{ id: "a", selector: "#logo", offsetX: 10, offsetY: 10 }];
    act(() => result.current.locate(pins));
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "locate", pins }, ORIGIN);
    fromBridge(frame, { type: "pinPositions", positions: [{ id: "a", x: 5, y: 6 }, { id: "b", missing: true }, { x: 1 }] });
    expect(result.current.state.positions).toEqual({ a: { x: 5, y: 6 }, b: { missing: true } });
    fromBridge(frame, { type: "ready", version: 2, path: "/menu" });
    expect(result.current.state).toMatchObject({ path: "/menu", positions: {} });
  });

  it("ignores messages from another origin or another window", () => {
    const frame = fakeFrame();
    const onAddComment = vi.fn();
    const { result } = renderHook(() => useDemoBridge(frame, DEMO, true, onAddComment));
    fromBridge(frame, { type: "addComment", x: 1, y: 2 }, "https://evil.example.com");
    fromBridge(frame, { type: "addComment", x: 1, y: 2 }, ORIGIN, window);
    expect(onAddComment).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe("waiting");
  });

  it("posts nothing when the demo URL is not a URL", () => {
    const frame = fakeFrame();
    const { result } = renderHook(() => useDemoBridge(frame, "not a url", false));
    act(() => result.current.onFrameLoad());
    expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();
  });
});
