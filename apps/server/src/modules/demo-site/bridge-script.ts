/**
 * `/bridge.js`, the script an agency adds to each demo site so that clients can pin comments on
 * it from the portal. Protocol (window.postMessage, `{ source: "portal-bridge", type, ... }`):
 * - portal -> demo: `enableCommentMode`, `disableCommentMode`, `hello` (asks for `ready`),
 *   `scrollTo { y }` (brings a pin that is out of view into view).
 * - demo -> portal: `ready`, `addComment { x, y }` (document pixels), `iframeScroll { scrollY }`,
 *   each with `viewportWidth` and `documentHeight` so pins can be shown as percentages.
 * The portal origin is the origin this script was loaded from; the bridge only obeys and only
 * posts to that origin, and the portal only accepts messages from the demo URL's origin.
 */
export const BRIDGE_SCRIPT = `(() => {
  "use strict";
  var script = document.currentScript;
  if (!script || window.parent === window) return;
  var portalOrigin = new URL(script.src, location.href).origin;
  var commentMode = false;
  var SOURCE = "portal-bridge";

  function size() {
    var d = document.documentElement;
    return { viewportWidth: d.clientWidth || window.innerWidth, documentHeight: Math.max(d.scrollHeight, document.body ? document.body.scrollHeight : 0) };
  }
  function post(type, data) {
    var message = Object.assign({ source: SOURCE, type: type }, size(), data || {});
    window.parent.postMessage(message, portalOrigin);
  }
  function setCommentMode(on) {
    commentMode = on;
    document.documentElement.style.cursor = on ? "crosshair" : "";
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== portalOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== "portal") return;
    if (data.type === "enableCommentMode") setCommentMode(true);
    else if (data.type === "disableCommentMode") setCommentMode(false);
    else if (data.type === "hello") post("ready", { scrollY: window.scrollY });
    else if (data.type === "scrollTo" && typeof data.y === "number" && isFinite(data.y)) {
      window.scrollTo({ top: Math.max(0, data.y - window.innerHeight / 3), behavior: "smooth" });
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
    post("addComment", { x: Math.round(point.x), y: Math.round(point.y) });
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
  window.addEventListener("resize", function () { post("iframeScroll", { scrollY: window.scrollY }); });

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", function () { post("ready", { scrollY: window.scrollY }); });
  else post("ready", { scrollY: window.scrollY });
})();
`;
