import { type RefObject, useCallback, useEffect, useState } from "react";

/** How long after the frame loads the portal waits for the bridge before using the overlay. */
const BRIDGE_WAIT_MS = 1500;

export interface BridgeState {
  /** "waiting" until the frame loads and the bridge answers; "none" means the overlay fallback. */
  status: "waiting" | "connected" | "none";
  scrollY: number;
  viewportWidth: number | null;
  documentHeight: number | null;
}

export interface BridgeClick {
  x: number;
  y: number;
  viewportWidth: number | null;
  documentHeight: number | null;
}

interface BridgeMessage {
  source: "portal-bridge";
  type: "ready" | "addComment" | "iframeScroll";
  x?: number;
  y?: number;
  scrollY?: number;
  viewportWidth?: number;
  documentHeight?: number;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * Talks to `/bridge.js` in a demo frame: only messages from the demo URL's origin and from this
 * frame are heard, and messages are posted to that origin only. Without an answer the state
 * turns to "none" so the caller can fall back to the click overlay.
 */
export function useDemoBridge(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string,
  commentMode: boolean,
  onAddComment?: (click: BridgeClick) => void,
) {
  const origin = originOf(url);
  const [state, setState] = useState<BridgeState>({
    status: "waiting",
    scrollY: 0,
    viewportWidth: null,
    documentHeight: null,
  });

  const post = useCallback(
    (type: "hello" | "enableCommentMode" | "disableCommentMode" | "scrollTo", data: { y?: number } = {}) => {
      if (origin) frame.current?.contentWindow?.postMessage({ source: "portal", type, ...data }, origin);
    },
    [frame, origin],
  );

  // A new URL starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the URL changes.
  useEffect(() => setState({ status: "waiting", scrollY: 0, viewportWidth: null, documentHeight: null }), [url]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!origin || event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as BridgeMessage | null;
      if (data?.source !== "portal-bridge") return;
      const viewportWidth = num(data.viewportWidth);
      const documentHeight = num(data.documentHeight);
      setState((s) => ({
        status: "connected",
        scrollY: num(data.scrollY) ?? s.scrollY,
        viewportWidth: viewportWidth ?? s.viewportWidth,
        documentHeight: documentHeight ?? s.documentHeight,
      }));
      if (data.type === "addComment" && onAddComment) {
        const x = num(data.x);
        const y = num(data.y);
        if (x !== null && y !== null) onAddComment({ x, y, viewportWidth, documentHeight });
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, frame, onAddComment]);

  useEffect(() => {
    if (state.status === "connected") post(commentMode ? "enableCommentMode" : "disableCommentMode");
  }, [commentMode, state.status, post]);

  /** Call from the frame's onLoad: greets the bridge and starts the fallback timer. */
  const onFrameLoad = useCallback(() => {
    post("hello");
    window.setTimeout(() => setState((s) => (s.status === "waiting" ? { ...s, status: "none" } : s)), BRIDGE_WAIT_MS);
  }, [post]);

  /** Asks the demo to scroll a document position into view. */
  const scrollTo = useCallback((y: number) => post("scrollTo", { y }), [post]);

  return { state, onFrameLoad, scrollTo };
}
