import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The screenshot half of `/bridge.js` (decision 048): on the first pin placed with screenshots
 * asked for, it loads modern-screenshot from the portal's `/bridge-screenshot.js` (so the bridge
 * itself stays small and pages that never get a pin load nothing), draws the page, crops the part
 * that was in view, marks the pin, and hands a JPEG Blob (at most 1280 px wide) to `done`, or
 * null when anything failed. Uses `portalOrigin` and `VERSION` from the bridge around it.
 */
export const BRIDGE_SCREENSHOT_SOURCE = `
var screenshotLibrary = null;
var SHOT_MAX_WIDTH = 1280;
function loadScreenshotLibrary() {
  if (!screenshotLibrary) {
    screenshotLibrary = new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = portalOrigin + "/bridge-screenshot.js?v=" + VERSION;
      tag.async = true;
      tag.onload = function () {
        if (window.modernScreenshot) resolve(window.modernScreenshot);
        else reject(new Error("screenshot library missing"));
      };
      tag.onerror = function () {
        screenshotLibrary = null;
        reject(new Error("screenshot library not loaded"));
      };
      (document.head || document.documentElement).appendChild(tag);
    });
  }
  return screenshotLibrary;
}
function captureVisibleArea(point, done) {
  var view = { x: window.scrollX, y: window.scrollY, width: window.innerWidth, height: window.innerHeight };
  loadScreenshotLibrary()
    .then(function (library) {
      return library.domToCanvas(document.documentElement, { scale: 1, backgroundColor: "#ffffff" });
    })
    .then(function (page) {
      var scale = Math.min(1, SHOT_MAX_WIDTH / view.width);
      var canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(view.width * scale));
      canvas.height = Math.max(1, Math.round(view.height * scale));
      var context = canvas.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(page, view.x, view.y, view.width, view.height, 0, 0, canvas.width, canvas.height);
      context.beginPath();
      context.arc((point.x - view.x) * scale, (point.y - view.y) * scale, 10, 0, 2 * Math.PI);
      context.fillStyle = "rgba(220, 38, 38, 0.85)";
      context.fill();
      context.lineWidth = 3;
      context.strokeStyle = "#ffffff";
      context.stroke();
      canvas.toBlob(function (blob) { done(blob); }, "image/jpeg", 0.8);
    })
    .catch(function () { done(null); });
}
`;

/** modern-screenshot's browser build (UMD, sets `window.modernScreenshot`), read once at start-up. */
export const SCREENSHOT_LIBRARY = readFileSync(createRequire(import.meta.url).resolve("modern-screenshot/dist/index.js"), "utf8");
