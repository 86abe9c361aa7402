import { BRIDGE_SOURCE, type LocatePin, PORTAL_SOURCE, type PortalMessageType } from "@portal/shared/bridge-protocol";
import { type RefObject, useCallback, useEffect, useState } from "react";
import { type BridgeClick, clickOf, num, type PinPosition, pathOf, positionsOf } from "./bridge-messages";

export type { BridgeClick, PinPosition } from "./bridge-messages";

/** How long after the frame loads the portal waits for the bridge before using the overlay. */
const BRIDGE_WAIT_MS = 1500;

export interface BridgeState {
  /** "waiting" until the frame loads and the bridge answers; "none" means the overlay fallback. */
  status: "waiting" | "connected" | "none";
  scrollY: number;
  viewportWidth: number | null;
  documentHeight: number | null;
  /** The bridge's protocol version (1 for bridges that do not say) and the demo page it is on. */
  version?: number;
  path?: string | null;
  scrollX?: number;
  /** Where the anchored pins asked for with `locate` are on this page now. */
  positions?: Record<string, PinPosition>;
  /** Counts the bridge's `ready` messages (a new page, or an answer to `hello`): pins are located again after each. */
  readyCount?: number;
}

/** An anchored pin the bridge is asked to find. */
export type LocateRequest = LocatePin;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const WAITING: BridgeState = { status: "waiting", scrollY: 0, viewportWidth: null, documentHeight: null };

/**
 * Talks to `/bridge.js` in a demo frame: only messages from the demo URL's origin and from this
 * frame are heard, and messages are posted to that origin only. Without an answer the state
 * turns to "none" so the caller can fall back to the click overlay. With `onScreenshot` the bridge
 * is asked for a screenshot of each pin (version 2), which arrives after the click.
 */
export function useDemoBridge(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string,
  commentMode: boolean,
  onAddComment?: (click: BridgeClick) => void,
  onScreenshot?: (clickId: string, image: Blob | null) => void,
) {
  const origin = originOf(url);
  const [state, setState] = useState<BridgeState>(WAITING);

  const post = useCallback(
    (type: PortalMessageType, data: object = {}) => {
      if (origin) frame.current?.contentWindow?.postMessage({ source: PORTAL_SOURCE, type, ...data }, origin);
    },
    [frame, origin],
  );

  // A new URL starts over.
  useEffect(() => setState(WAITING), [url]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!origin || event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as Record<string, unknown> | null;
      if (data?.source !== BRIDGE_SOURCE) return;
      const viewportWidth = num(data.viewportWidth);
      const documentHeight = num(data.documentHeight);
      const path = pathOf(data.path);
      setState((s) => {
        // A `ready` from another page: the positions found on the last one no longer hold.
        const positions = data.type === "ready" && path !== (s.path ?? null) ? {} : (s.positions ?? {});
        return {
          status: "connected",
          scrollY: num(data.scrollY) ?? s.scrollY,
          viewportWidth: viewportWidth ?? s.viewportWidth,
          documentHeight: documentHeight ?? s.documentHeight,
          version: num(data.version) ?? 1,
          path: path ?? s.path ?? null,
          scrollX: num(data.scrollX) ?? s.scrollX ?? 0,
          positions: data.type === "pinPositions" ? { ...positions, ...positionsOf(data.positions) } : positions,
          readyCount: (s.readyCount ?? 0) + (data.type === "ready" ? 1 : 0),
        };
      });
      if (data.type === "addComment" && onAddComment) {
        const click = clickOf(data);
        if (click) onAddComment(click);
      }
      if (data.type === "pinScreenshot" && onScreenshot && typeof data.clickId === "string") {
        onScreenshot(data.clickId, data.image instanceof Blob ? data.image : null);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, frame, onAddComment, onScreenshot]);

  const wantsScreenshots = Boolean(onScreenshot);
  // Told again on every `ready`: a page that reloads or navigates in the frame (a demo's live reload)
  // starts a new bridge, which knows nothing of comment mode.
  const readyCount = state.readyCount ?? 0;
  useEffect(() => {
    if (state.status !== "connected") return;
    if (!commentMode) post("disableCommentMode");
    else post("enableCommentMode", wantsScreenshots ? { screenshots: true } : {});
  }, [commentMode, state.status, post, wantsScreenshots, readyCount]);

  /** Call from the frame's onLoad: greets the bridge and starts the fallback timer. */
  const onFrameLoad = useCallback(() => {
    post("hello");
    window.setTimeout(() => setState((s) => (s.status === "waiting" ? { ...s, status: "none" } : s)), BRIDGE_WAIT_MS);
  }, [post]);

  /** Asks the demo to scroll a document position into view. */
  const scrollTo = useCallback((y: number) => post("scrollTo", { y }), [post]);

  /** Asks the bridge where these anchored pins' elements are on its page (answered with `pinPositions`). */
  const locate = useCallback((pins: LocateRequest[]) => post("locate", { pins }), [post]);

  return { state, onFrameLoad, scrollTo, locate };
}
