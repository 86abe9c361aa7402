/**
 * The part of the app's style sheet a prerendered page's first paint needs (decision 126): every
 * rule whose selectors name only classes that page's markup uses, and everything that names no
 * class (the reset, the theme's variables, `@property`, `@keyframes`). The full sheet follows
 * without holding the first paint (lib/route-html.ts).
 *
 * A small reader for the build's minified CSS, not a general parser: it splits blocks by braces
 * (outside strings and comments), keeps `@media`/`@supports`/`@layer`/`@container` blocks with the
 * rules they still hold, and keeps any other at-rule whole.
 */

type Node =
  | { kind: "raw"; text: string }
  | { kind: "group"; prelude: string; children: Node[] }
  | { kind: "rule"; selectors: { text: string; classes: string[] }[]; body: string };

const GROUPS = /^@(media|supports|layer|container)\b/;

/** Index of the `}` closing the block whose `{` is at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === "/" && css[i + 1] === "*") i = css.indexOf("*/", i + 2) + 1 || css.length;
    else if (c === "\\") i++;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return css.length;
}

function skipString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = skipString(list, i);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const IDENT = /[\w-]|[^\p{ASCII}]/u;

/** The class names a selector requires, unescaped (`.sm\:px-4` → `sm:px-4`, `.\32 xl` → `2xl`). */
function classesOf(selector: string): string[] {
  const classes: string[] = [];
  let brackets = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = skipString(selector, i);
    else if (c === "[") brackets++;
    else if (c === "]") brackets--;
    else if (c === "." && brackets === 0) {
      let name = "";
      let j = i + 1;
      while (j < selector.length) {
        const d = selector[j];
        if (d === "\\") {
          const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(j + 1, j + 8));
          if (hex) {
            name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
            j += 1 + hex[0].length;
          } else {
            name += selector[j + 1] ?? "";
            j += 2;
          }
        } else if (IDENT.test(d)) {
          name += d;
          j++;
        } else break;
      }
      if (name && !/^\d/.test(name)) classes.push(name);
      i = j - 1;
    }
  }
  return classes;
}

function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    // Comments between rules (the licence line) are dropped.
    if (css.startsWith("/*", i)) {
      i = css.indexOf("*/", i + 2) + 2 || css.length;
      continue;
    }
    let j = i;
    while (j < css.length && css[j] !== "{" && css[j] !== ";") {
      if (css[j] === '"' || css[j] === "'") j = skipString(css, j);
      else if (css[j] === "\\") j++;
      j++;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] === ";") {
      if (prelude) nodes.push({ kind: "raw", text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const end = closingBrace(css, j);
    const body = css.slice(j + 1, end);
    if (GROUPS.test(prelude)) nodes.push({ kind: "group", prelude, children: parse(body) });
    else if (prelude.startsWith("@")) nodes.push({ kind: "raw", text: `${prelude}{${body}}` });
    else {
      const selectors = splitSelectors(prelude).map((text) => ({ text, classes: classesOf(text) }));
      nodes.push({ kind: "rule", selectors, body });
    }
    i = end + 1;
  }
  return nodes;
}

function keep(nodes: Node[], used: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "raw") out += node.text;
    else if (node.kind === "group") {
      const inner = keep(node.children, used);
      // An empty `@layer x{}` still fixes the layers' order; keep it as a statement.
      if (inner) out += `${node.prelude}{${inner}}`;
      else if (node.prelude.startsWith("@layer")) out += `${node.prelude};`;
    } else {
      const selectors = node.selectors.filter((s) => s.classes.every((c) => used.has(c)));
      if (selectors.length > 0) out += `${selectors.map((s) => s.text).join(",")}{${node.body}}`;
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** Every class name in the markup's `class` attributes. */
export function classesInMarkup(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_m, name: string) => ENTITIES[name] ?? "");
    for (const name of decoded.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** A style sheet read once, then cut for each page's markup. */
export function styleSheetCutter(css: string): (html: string) => string {
  const nodes = parse(css);
  return (html) => keep(nodes, classesInMarkup(html));
}
