/**
 * The bridge's anchoring rules (decision 048), as the plain browser JavaScript that `/bridge.js`
 * embeds, so that the code the tests run is the code demo sites get. It defines:
 * - `buildSelector(element)`: a selector naming `element` alone — its id, else one of its data
 *   attributes, else a short structural path from the nearest ancestor that has one of those;
 * - `anchorFor(element, pageX, pageY)`: that selector and the point's offset inside the element, in %;
 * - `locateAnchor(doc, anchor)`: the anchor's point in document pixels now, or null when the
 *   selector names no element, or one that is not rendered (the pin has moved).
 */
export const ANCHOR_SOURCE = String.raw`
var ANCHOR_ATTRIBUTES = ["data-pin", "data-testid", "data-test", "data-cy", "data-qa", "data-id", "data-section", "data-component"];
var MAX_PATH_STEPS = 4;
var MAX_SELECTOR_LENGTH = 500;

function cssString(value) {
  return '"' + String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/[\n\r\f]/g, " ") + '"';
}
function namesOnly(doc, selector, element) {
  try {
    var found = doc.querySelectorAll(selector);
    return found.length === 1 && found[0] === element;
  } catch (e) {
    return false;
  }
}
// Ids that look generated (long digit runs, framework prefixes) change between builds.
function stableId(id) {
  return !!id && id.length <= 80 && !/\d{4,}|^(ember|react|radix|headlessui|mui|:)/i.test(id);
}
function ownKey(doc, element) {
  if (stableId(element.id)) {
    var byId = /^[A-Za-z][\w-]*$/.test(element.id) ? "#" + element.id : "[id=" + cssString(element.id) + "]";
    if (namesOnly(doc, byId, element)) return byId;
  }
  var tag = element.tagName.toLowerCase();
  var names = ANCHOR_ATTRIBUTES.slice();
  for (var i = 0; i < element.attributes.length; i++) {
    var name = element.attributes[i].name;
    if (name.indexOf("data-") === 0 && names.indexOf(name) < 0) names.push(name);
  }
  for (var j = 0; j < names.length; j++) {
    var value = element.getAttribute(names[j]);
    if (!value || value.length > 80) continue;
    var byData = tag + "[" + names[j] + "=" + cssString(value) + "]";
    if (namesOnly(doc, byData, element)) return byData;
  }
  return null;
}
function structuralStep(element) {
  var tag = element.tagName.toLowerCase();
  var parent = element.parentElement;
  if (!parent) return tag;
  var position = 0;
  var same = 0;
  for (var sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
    if (sibling.tagName !== element.tagName) continue;
    same++;
    if (sibling === element) position = same;
  }
  return same > 1 ? tag + ":nth-of-type(" + position + ")" : tag;
}
function buildSelector(element) {
  var doc = element.ownerDocument;
  var steps = [];
  var root = "";
  for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
    var key = ownKey(doc, node);
    if (key) {
      root = key;
      break;
    }
    if (node === doc.body || node === doc.documentElement) {
      root = node.tagName.toLowerCase();
      break;
    }
    steps.unshift(structuralStep(node));
  }
  if (steps.length === 0) return root;
  // The shortest tail of the path that still names the element alone, below its keyed ancestor.
  for (var take = 1; take <= Math.min(steps.length, MAX_PATH_STEPS); take++) {
    var tail = steps.slice(steps.length - take).join(" > ");
    var joiner = take === steps.length ? " > " : " ";
    var candidate = root + joiner + tail;
    if (candidate.length <= MAX_SELECTOR_LENGTH && namesOnly(doc, candidate, element)) return candidate;
  }
  var full = root + " > " + steps.join(" > ");
  return full.length <= MAX_SELECTOR_LENGTH ? full : null;
}
function percentWithin(start, size, point) {
  if (!(size > 0)) return 50;
  return Math.round(Math.min(100, Math.max(0, ((point - start) / size) * 100)) * 100) / 100;
}
function anchorFor(element, pageX, pageY) {
  var selector = element && element.nodeType === 1 ? buildSelector(element) : null;
  if (!selector) return null;
  var view = element.ownerDocument.defaultView;
  var box = element.getBoundingClientRect();
  var left = box.left + (view ? view.scrollX : 0);
  var top = box.top + (view ? view.scrollY : 0);
  return { selector: selector, offsetX: percentWithin(left, box.width, pageX), offsetY: percentWithin(top, box.height, pageY) };
}
function locateAnchor(doc, anchor) {
  var element = null;
  try {
    element = doc.querySelector(anchor.selector);
  } catch (e) {
    return null;
  }
  if (!element) return null;
  var box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  var view = doc.defaultView;
  return {
    x: Math.round(box.left + (view ? view.scrollX : 0) + (box.width * anchor.offsetX) / 100),
    y: Math.round(box.top + (view ? view.scrollY : 0) + (box.height * anchor.offsetY) / 100),
  };
}
`;
