import { BRIDGE_VERSION } from "@portal/shared/constants";
import { ANCHOR_SOURCE } from "./bridge-anchor.ts";
import { BRIDGE_SCREENSHOT_SOURCE } from "./bridge-screenshot.ts";

/**
 * `/bridge.js`, the script an agency adds to each demo site so that clients can pin comments on
 * it from the portal. Protocol (window.postMessage, `{ source: "portal-bridge", type, ... }`):
 * - portal -> demo (version 1, still obeyed): `enableCommentMode`, `disableCommentMode`, `hello`
 *   (asks for `ready`), `scrollTo { y }`. Version 2 adds `enableCommentMode { screenshots }` and
 *   `locate { pins: [{ id, selector, offsetX, offsetY }] }`; fields a message does not know are ignored.
 * - demo -> portal: `ready`, `addComment { x, y }` (document pixels), `iframeScroll { scrollY }`,
 *   each with `viewportWidth` and `documentHeight`. Version 2 adds to every message `version`,
 *   `path`, `viewportHeight`, `scrollX`; to `addComment` the `clickId` and the element `anchor`;
 *   and sends `pinPositions { positions: [{ id, x, y } | { id, missing }] }` and
 *   `pinScreenshot { clickId, image }` (a JPEG Blob, or `failed`).
 * The portal origin is the origin this script was loaded from; the bridge only obeys and only
 * posts to that origin, and the portal only accepts messages from the demo URL's origin.
 */
export const BRIDGE_SCRIPT = `(() => {
  "use strict";
  var script = document.currentScript;
  if (!script || window.parent === window) return;
  var VERSION = ${BRIDGE_VERSION};
  var portalOrigin = new URL(script.src, location.href).origin;
  var commentMode = false;
  var screenshots = false;
  var pins = [];
  // Unique across the pages of a visit: the portal pairs each screenshot with its click by it.
  var visit = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  var clicks = 0;
  var SOURCE = "portal-bridge";
${ANCHOR_SOURCE}
${BRIDGE_SCREENSHOT_SOURCE}
  function size() {
    var d = document.documentElement;
    return {
      version: VERSION,
      path: location.pathname,
      viewportWidth: d.clientWidth || window.innerWidth,
      viewportHeight: d.clientHeight || window.innerHeight,
      documentHeight: Math.max(d.scrollHeight, document.body ? document.body.scrollHeight : 0),
      scrollX: window.scrollX,
    };
  }
  function post(type, data) {
    var message = Object.assign({ source: SOURCE, type: type }, size(), data || {});
    window.parent.postMessage(message, portalOrigin);
  }
  function setCommentMode(on) {
    commentMode = on;
    document.documentElement.style.cursor = on ? "crosshair" : "";
  }
  function validPin(pin) {
    return pin && typeof pin.id === "string" && typeof pin.selector === "string" && isFinite(pin.offsetX) && isFinite(pin.offsetY);
  }
  function sendPositions() {
    if (pins.length === 0) return;
    post("pinPositions", {
      scrollY: window.scrollY,
      positions: pins.map(function (pin) {
        var at = locateAnchor(document, pin);
        return at ? { id: pin.id, x: at.x, y: at.y } : { id: pin.id, missing: true };
      }),
    });
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== portalOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== "portal") return;
    if (data.type === "enableCommentMode") {
      setCommentMode(true);
      screenshots = data.screenshots === true;
    } else if (data.type === "disableCommentMode") setCommentMode(false);
    else if (data.type === "hello") post("ready", { scrollY: window.scrollY });
    else if (data.type === "scrollTo" && typeof data.y === "number" && isFinite(data.y)) {
      window.scrollTo({ top: Math.max(0, data.y - window.innerHeight / 3), behavior: "smooth" });
    } else if (data.type === "locate" && Array.isArray(data.pins)) {
      pins = data.pins.filter(validPin).slice(0, 200);
      sendPositions();
    }
  });

  // In comment mode a click places a comment instead of following links or pressing buttons.
  document.addEventListener("click", function (event) {
    if (!commentMode) return;
    event.preventDefault();
    event.stopPropagation();
    // Enter or Space on a link or button fires a click with no pointer position: pin its centre.
    var point = { x: event.pageX, y: event.pageY };
    if (event.detail === 0 && event.target && event.target.getBoundingClientRect) {
      var box = event.target.getBoundingClientRect();
      point = { x: box.left + box.width / 2 + window.scrollX, y: box.top + box.height / 2 + window.scrollY };
    }
    var clickId = "click-" + visit + "-" + ++clicks;
    var anchor = null;
    try {
      anchor = anchorFor(event.target, point.x, point.y);
    } catch (e) {
      anchor = null;
    }
    post("addComment", { x: Math.round(point.x), y: Math.round(point.y), scrollY: window.scrollY, clickId: clickId, anchor: anchor });
    if (screenshots) captureVisibleArea(point, function (image) {
      post("pinScreenshot", image ? { clickId: clickId, image: image } : { clickId: clickId, failed: true });
    });
  }, true);

  var pending = false;
  window.addEventListener("scroll", function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      post("iframeScroll", { scrollY: window.scrollY });
    });
  }, { passive: true });
  var relayout = null;
  function onLayout() {
    if (relayout) return;
    relayout = requestAnimationFrame(function () {
      relayout = null;
      post("iframeScroll", { scrollY: window.scrollY });
      sendPositions();
    });
  }
  window.addEventListener("resize", onLayout);
  window.addEventListener("load", onLayout);
  function start() {
    post("ready", { scrollY: window.scrollY });
    if (window.ResizeObserver && document.body) new ResizeObserver(onLayout).observe(document.body);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
`;
