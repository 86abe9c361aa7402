/**
 * The bridge's screenshots (decisions 055 and 082): on the first pin placed with screenshots asked
 * for, modern-screenshot is loaded from the portal's `/bridge-screenshot.js` (so the bridge stays
 * small and pages that never get a pin load nothing more). The page is drawn, the part that was in
 * the window is cropped, the elements that stay in the window (fixed or sticky: a navbar) are drawn
 * where the person saw them, and a red dot marks the pin.
 */

interface ScreenshotOptions {
  scale?: number;
  backgroundColor?: string;
  onCloneEachNode?: (cloned: Node) => void;
}
interface ScreenshotLibrary {
  domToCanvas(node: Node, options?: ScreenshotOptions): Promise<HTMLCanvasElement>;
}
declare global {
  interface Window {
    modernScreenshot?: ScreenshotLibrary;
  }
}

const SHOT_MAX_WIDTH = 1280;
/** Marks, for the length of one capture, the elements drawn apart (the library copies attributes to its clone). */
const APART = "data-portal-bridge-apart";
const MAX_SCANNED = 5000;

let library: Promise<ScreenshotLibrary> | null = null;

function loadLibrary(portalOrigin: string, version: number): Promise<ScreenshotLibrary> {
  if (!library) {
    library = new Promise((resolve, reject) => {
      const tag = document.createElement("script");
      tag.src = `${portalOrigin}/bridge-screenshot.js?v=${version}`;
      tag.async = true;
      tag.onload = () =>
        window.modernScreenshot ? resolve(window.modernScreenshot) : reject(new Error("screenshot library missing"));
      tag.onerror = () => {
        library = null;
        reject(new Error("screenshot library not loaded"));
      };
      (document.head || document.documentElement).appendChild(tag);
    });
  }
  return library;
}

/** The outermost fixed or sticky elements in the window now, with their boxes. */
function elementsInWindow(doc: Document): { element: Element; box: DOMRect }[] {
  const view = doc.defaultView;
  if (!view) return [];
  const found: { element: Element; box: DOMRect }[] = [];
  const all = Array.from(doc.body?.getElementsByTagName("*") ?? []).slice(0, MAX_SCANNED);
  for (const element of all) {
    if (found.some((f) => f.element.contains(element))) continue;
    const position = view.getComputedStyle(element).position;
    if (position !== "fixed" && position !== "sticky") continue;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < view.innerHeight) found.push({ element, box });
  }
  return found;
}

/** Hides the clone of the elements drawn apart, keeping their place in the layout. */
function hideApart(cloned: Node) {
  // The clone may belong to another document (another realm): no instanceof here.
  const element = cloned as HTMLElement;
  if (cloned.nodeType === 1 && element.hasAttribute(APART) && element.style) element.style.visibility = "hidden";
}

/**
 * Draws what was in the window at the click (document point `point`), and hands `done` a JPEG
 * (at most 1280 px wide) with the dot, or null when anything failed.
 */
export function captureVisibleArea(
  point: { x: number; y: number },
  portal: { origin: string; version: number },
  done: (image: Blob | null) => void,
) {
  const view = { x: window.scrollX, y: window.scrollY, width: window.innerWidth, height: window.innerHeight };
  const apart = elementsInWindow(document);
  for (const { element } of apart) element.setAttribute(APART, "");
  const draw = async () => {
    let shots: ScreenshotLibrary;
    let page: HTMLCanvasElement;
    try {
      shots = await loadLibrary(portal.origin, portal.version);
      page = await shots.domToCanvas(document.documentElement, {
        scale: 1,
        backgroundColor: "#ffffff",
        onCloneEachNode: hideApart,
      });
    } finally {
      for (const { element } of apart) element.removeAttribute(APART);
    }
    const scale = Math.min(1, SHOT_MAX_WIDTH / view.width);
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(view.width * scale));
    canvas.height = Math.max(1, Math.round(view.height * scale));
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(page, view.x, view.y, view.width, view.height, 0, 0, canvas.width, canvas.height);
    for (const { element, box } of apart) {
      const part = await shots.domToCanvas(element, { scale: 1 });
      context.drawImage(part, box.left * scale, box.top * scale, box.width * scale, box.height * scale);
    }
    context.beginPath();
    context.arc((point.x - view.x) * scale, (point.y - view.y) * scale, 10, 0, 2 * Math.PI);
    context.fillStyle = "rgba(220, 38, 38, 0.85)";
    context.fill();
    context.lineWidth = 3;
    context.strokeStyle = "#ffffff";
    context.stroke();
    canvas.toBlob((blob) => done(blob), "image/jpeg", 0.8);
  };
  draw().catch(() => done(null));
}
