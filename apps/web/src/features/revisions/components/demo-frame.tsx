import { annotationPercent, formatPercent } from "@portal/shared/annotation-position";
import type { Annotation } from "@portal/shared/annotations";
import type { ViewMode } from "@portal/shared/constants";
import { ArrowDown, ArrowUp } from "lucide-react";
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { type BridgeClick, useDemoBridge } from "./use-demo-bridge";

interface FramePin {
  annotation: Annotation;
  number: number;
}

interface DemoFrameProps {
  url: string;
  mode: ViewMode;
  title: string;
  pins?: FramePin[];
  /** Numbered pins (default), or red pins that show their comment and position on hover. */
  pinStyle?: "numbered" | "hover";
  commentMode?: boolean;
  onAddComment?: (click: BridgeClick) => void;
  /** The pin to point out (the admin's walk-through): drawn larger, and scrolled into view with the bridge. */
  highlightId?: string | null;
  /** "responsive": the dashboard's aspect ratios; "fixed": 600 px high, mobile 375 px wide. */
  size?: "responsive" | "fixed";
  className?: string;
}

const SIZES: Record<"responsive" | "fixed", Record<ViewMode, { className: string; style?: CSSProperties }>> = {
  responsive: {
    desktop: { className: "w-full aspect-video min-h-[300px] max-h-[500px]" },
    mobile: {
      className: "mx-auto max-w-full",
      style: { aspectRatio: "9 / 16", height: "clamp(400px, 75vh, 600px)" },
    },
  },
  fixed: {
    desktop: { className: "w-full h-[600px]" },
    mobile: { className: "mx-auto h-[600px] w-[375px] max-w-full" },
  },
};

/**
 * A demo site in a frame with pins over it. Pins are stored as document pixels with the page's
 * width and height, so they are placed as percentages and follow the page's scroll (reported by
 * the bridge). In comment mode a click adds a comment, through the bridge when the demo has it,
 * otherwise through a transparent overlay that records the click's place on the frame.
 */
export function DemoFrame({
  url,
  mode,
  title,
  pins = [],
  pinStyle = "numbered",
  commentMode = false,
  onAddComment,
  size = "responsive",
  highlightId = null,
  className,
}: DemoFrameProps) {
  const { t } = useTranslation("revisions");
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxHeight, setBoxHeight] = useState(0);
  const { state, onFrameLoad, scrollTo } = useDemoBridge(frame, url, commentMode, onAddComment);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBoxHeight(element.clientHeight));
    observer.observe(element);
    setBoxHeight(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  const overlay = commentMode && state.status === "none";
  const onOverlayClick = (event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    // Enter or Space (no pointer: detail 0) places the comment in the middle of the frame.
    const keyboard = event.detail === 0;
    onAddComment?.({
      x: Math.round(keyboard ? rect.width / 2 : event.clientX - rect.left),
      y: Math.round(keyboard ? rect.height / 2 : event.clientY - rect.top),
      viewportWidth: rect.width,
      documentHeight: rect.height,
    });
  };

  const placed = pins.map((pin) => {
    const pct = annotationPercent(pin.annotation);
    const followsPage = state.status === "connected" && state.documentHeight;
    const pageY = (pct.y / 100) * (state.documentHeight ?? 0);
    const top = followsPage ? `${pageY - state.scrollY}px` : `${pct.y}%`;
    const topPx = followsPage ? pageY - state.scrollY : (pct.y / 100) * boxHeight;
    return { ...pin, pct, pageY, top, above: topPx < -4, below: topPx > boxHeight + 4 };
  });
  // With the bridge, pins scrolled out of the frame are counted at its edges; a click scrolls to the nearest.
  const above = state.status === "connected" ? placed.filter((p) => p.above).sort((a, b) => b.pageY - a.pageY) : [];
  const below = state.status === "connected" ? placed.filter((p) => p.below).sort((a, b) => a.pageY - b.pageY) : [];

  const highlighted = placed.find((p) => p.annotation.id === highlightId);
  const highlightedY = highlighted && state.status === "connected" ? highlighted.pageY : null;
  const connected = highlightedY !== null;
  // Only when another pin is pointed out or the bridge connects, not on every scroll.
  useEffect(() => {
    if (highlightedY !== null) scrollTo(Math.max(0, highlightedY - boxHeight / 2));
  }, [highlightId, connected]);

  const sizing = SIZES[size][mode];
  return (
    <div
      ref={box}
      className={cn("relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50", sizing.className, className)}
      style={sizing.style}
      data-testid="demo-frame"
      data-bridge={state.status}
    >
      <iframe
        ref={frame}
        src={url}
        title={title}
        onLoad={onFrameLoad}
        className="size-full border-0 bg-white"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
      {overlay && (
        <button
          type="button"
          aria-label={t("overlayLabel")}
          onClick={onOverlayClick}
          className="absolute inset-0 cursor-crosshair bg-brand-600/5 outline-2 outline-brand-600 outline-dashed -outline-offset-2"
        />
      )}
      <div className="pointer-events-none absolute inset-0" dir="ltr">
        {placed
          .filter((p) => !p.above && !p.below)
          .map((p) => (
            <Pin
              key={p.annotation.id}
              number={p.number}
              comment={p.annotation.comment}
              left={`${p.pct.x}%`}
              top={p.top}
              position={`${formatPercent(p.pct.x)}, ${formatPercent(p.pct.y)}`}
              hover={pinStyle === "hover"}
              highlighted={p.annotation.id === highlightId}
            />
          ))}
      </div>
      {above.length > 0 && (
        <EdgeCount side="top" label={t("pinsAbove", { count: above.length })} onClick={() => scrollTo(above[0].pageY)} />
      )}
      {below.length > 0 && (
        <EdgeCount side="bottom" label={t("pinsBelow", { count: below.length })} onClick={() => scrollTo(below[0].pageY)} />
      )}
    </div>
  );
}

function EdgeCount({ side, label, onClick }: { side: "top" | "bottom"; label: string; onClick: () => void }) {
  const Icon = side === "top" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        "absolute start-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-slate-900/85 px-3 py-1 text-xs font-medium text-white shadow focus-visible:outline-2 focus-visible:outline-brand-600 rtl:translate-x-1/2",
        side === "top" ? "top-2" : "bottom-2",
      )}
    >
      <Icon className="size-3" aria-hidden="true" />
      {label}
    </button>
  );
}

function Pin({
  number,
  comment,
  left,
  top,
  position,
  hover,
  highlighted,
}: {
  number: number;
  comment: string;
  left: string;
  top: string;
  position: string;
  hover: boolean;
  highlighted: boolean;
}) {
  const { t } = useTranslation("revisions");
  const label = t("pinLabel", { number, comment });
  return (
    <div
      className={cn("group pointer-events-auto absolute -translate-x-1/2 -translate-y-1/2", highlighted && "z-10")}
      style={{ left, top }}
    >
      <button
        type="button"
        aria-label={label}
        data-testid="pin"
        data-highlighted={highlighted || undefined}
        className={cn(
          "flex size-7 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow-md focus-visible:outline-2 focus-visible:outline-brand-600",
          hover ? "bg-red-600" : "bg-brand-600",
          highlighted && "size-9 ring-4 ring-amber-400 motion-safe:animate-pulse",
        )}
      >
        {number}
      </button>
      {hover && (
        <div
          role="tooltip"
          className="absolute start-8 top-0 z-10 hidden w-56 rounded-md bg-slate-900 p-2 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
        >
          <p className="font-medium">{comment}</p>
          <p className="mt-1 text-slate-300">{t("position", { position })}</p>
        </div>
      )}
    </div>
  );
}
