// Which demo page a pin belongs to, and the address of a demo page (decision 048).

/** A page path compared without a trailing slash ("/menu/" is "/menu"; "/" stays "/"). */
export function normalisePagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

// The runtime has the WHATWG URL (browsers, Node 20); this package's types include neither.
interface WebUrl {
  origin: string;
  pathname: string;
  search: string;
  toString(): string;
}
const WebUrl = (globalThis as unknown as { URL: new (url: string, base?: string) => WebUrl }).URL;

function parse(url: string): WebUrl | null {
  try {
    return new WebUrl(url);
  } catch {
    return null;
  }
}

/** The path of the page the demo URL itself opens. */
export function demoHomePath(demoUrl: string): string {
  return normalisePagePath(parse(demoUrl)?.pathname ?? "/");
}

/** The page a pin belongs to: the page it was placed on, or the demo URL's own page for pins placed without the bridge or before pages were recorded. */
export function pinPage(page: string | null | undefined, demoUrl: string): string {
  return page ? normalisePagePath(page) : demoHomePath(demoUrl);
}

/**
 * The address of `path` on the demo: the demo URL's origin, the path, and the demo URL's own query
 * (which may choose a layout or a preview build, so it follows the client from page to page).
 * A path that is not a plain absolute path gives the demo URL itself.
 */
export function demoPageUrl(demoUrl: string, path: string): string {
  const base = parse(demoUrl);
  if (!base || !path.startsWith("/") || path.startsWith("//")) return demoUrl;
  if (normalisePagePath(path) === demoHomePath(demoUrl)) return demoUrl;
  const url = new WebUrl(path, base.origin);
  url.search = base.search;
  return url.toString();
}

/** Items grouped by page, in the order each page first appears; each keeps its place in the whole list. */
export function groupByPage<T>(items: T[], pageOf: (item: T) => string): { page: string; items: { item: T; index: number }[] }[] {
  const groups = new Map<string, { item: T; index: number }[]>();
  items.forEach((item, index) => {
    const page = pageOf(item);
    const group = groups.get(page) ?? [];
    group.push({ item, index });
    groups.set(page, group);
  });
  return [...groups].map(([page, list]) => ({ page, items: list }));
}
