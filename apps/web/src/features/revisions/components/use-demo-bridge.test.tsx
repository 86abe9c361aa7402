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
    expect(result.current.state).toEqual({ status: "connected", scrollY: 40, viewportWidth: 1200, documentHeight: 3000 });
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "disableCommentMode" }, ORIGIN);
    rerender({ comment: true });
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "enableCommentMode" }, ORIGIN);
    act(() => result.current.scrollTo(500));
    expect(frame.contentWindow.postMessage).toHaveBeenLastCalledWith({ source: "portal", type: "scrollTo", y: 500 }, ORIGIN);
  });

  it("passes on a comment click with its position", () => {
    const frame = fakeFrame();
    const onAddComment = vi.fn();
    renderHook(() => useDemoBridge(frame, DEMO, true, onAddComment));
    fromBridge(frame, { type: "addComment", x: 10, y: 20, viewportWidth: 800, documentHeight: 2000 });
    expect(onAddComment).toHaveBeenCalledWith({ x: 10, y: 20, viewportWidth: 800, documentHeight: 2000 });
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
