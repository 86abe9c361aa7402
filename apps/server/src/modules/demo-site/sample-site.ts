import { Hono } from "hono";
import { SAMPLE_PAGES, type SamplePage, type SampleSection } from "./sample-pages.ts";

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The first layout: a fixed header (navbar) in a row with a Menu button, full-width sections. The
 * second (`?layout=2`) is a redesign under existing pins: a centred column with the header stacked
 * and scrolling away, the sections in reverse order, the home page's special offer and the second
 * team member gone, and the home headline reworded (decision 082's cases).
 */
type Layout = 1 | 2;

function cardsOf(section: SampleSection, layout: Layout): string {
  if (!section.cards) return "";
  const cards = layout === 2 ? section.cards.filter((card) => !card.firstLayoutOnly) : section.cards;
  return `<div class="cards" style="display:flex;flex-wrap:wrap;gap:16px;margin-top:16px">${cards
    .map(
      (card) =>
        `<div class="card" style="flex:1 1 160px;padding:16px;border:1px solid #e7e5e4;border-radius:8px;background:#fff"><h4 class="name" style="margin:0 0 4px">${card.name}</h4><p class="role" style="margin:0">${card.role}</p></div>`,
    )
    .join("")}</div>`;
}

/** Bootstrap's way of disabling a button: `disabled` and no pointer events, so clicks land on its row. */
function formOf(section: SampleSection): string {
  if (!section.form) return "";
  return `<form style="margin-top:16px;max-width:32rem" onsubmit="return false"><label>Your message <textarea name="message" rows="2" style="display:block;width:100%"></textarea></label>
      <div class="form-row" style="display:flex;justify-content:center;padding:12px 0;background:#f5f5f4"><button id="send-message" type="submit" class="btn disabled" disabled style="pointer-events:none;opacity:.65;padding:10px 24px">Send message</button></div></form>`;
}

function sectionsOf(page: SamplePage, layout: Layout, query: string): string {
  const sections = layout === 2 ? page.sections.filter((s) => !s.firstLayoutOnly).reverse() : page.sections;
  return sections
    .map(
      (
        s,
        i,
      ) => `<section id="${s.id}" style="min-height:${layout === 2 ? 360 : 520}px;padding:${layout === 2 ? "40px 16px" : "64px 24px"};background:${i % 2 ? "#fff7ed" : "#ffffff"}">
      <h2 style="font-size:${layout === 2 ? "1.5rem" : "2rem"};margin:0 0 12px">${(layout === 2 && s.secondLayoutTitle) || s.title}</h2><p style="max-width:40rem;line-height:1.6">${s.text}</p>${cardsOf(s, layout)}${formOf(s)}
      <a href="${query}#contact" style="display:inline-block;margin-top:16px;padding:10px 18px;background:#b45309;color:#fff;border-radius:6px;text-decoration:none">Order now</a>
    </section>`,
    )
    .join("\n");
}

function render(page: SamplePage, options: { portalUrl: string | null; layout: Layout; query: string }): string {
  const { portalUrl, layout, query } = options;
  const menuButton = `<button type="button" class="navbar-toggler" aria-label="Open the menu" style="padding:4px 10px">MENU</button>`;
  const nav = SAMPLE_PAGES.map((p) => `<a href="${p.path}${query}" style="color:#fff">${p.navLabel}</a>`).join("");
  const header =
    layout === 2
      ? `<header style="display:flex;flex-direction:column;align-items:center;gap:8px;padding:32px 16px;background:#78350f;color:#fff">
  <nav style="display:flex;gap:12px;align-items:center">${nav}${menuButton}</nav><strong id="logo" style="font-size:1.5rem">Brooks Family Bakery</strong></header>`
      : `<header style="position:fixed;top:0;left:0;right:0;z-index:10;height:56px;box-sizing:border-box;display:flex;gap:16px;align-items:center;justify-content:space-between;padding:0 24px;background:#78350f;color:#fff">
  <strong id="logo">Brooks Family Bakery</strong><nav style="display:flex;gap:12px;align-items:center;flex-wrap:wrap">${nav}${menuButton}</nav></header>`;
  const bridge = portalUrl ? `<script src="${escapeAttr(portalUrl)}/bridge.js"></script>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} — Brooks Family Bakery demo</title></head>
<body style="margin:0;font-family:Georgia,serif;color:#292524">
${header}
<main style="${layout === 2 ? "max-width:720px;margin:0 auto" : "padding-top:56px"}">
${page.path === "/" ? "" : `<h1 style="margin:0;padding:32px 24px 0">${page.title}</h1>`}
${sectionsOf(page, layout, query)}
</main>
<footer style="padding:24px;background:#292524;color:#fff">© Brooks Family Bakery</footer>
${bridge}
</body></html>`;
}

/**
 * The sample demo site, served on a second origin: three pages (`/`, `/menu`, `/about`) with the
 * portal's bridge, two layouts (`?layout=2`, kept by the site's own links), and `/plain`, the
 * home page without the bridge (the portal then falls back to its click overlay).
 */
export function createSampleSite(portalUrl: string) {
  const site = new Hono();
  for (const page of SAMPLE_PAGES) {
    site.get(page.path, (c) => {
      const layout: Layout = c.req.query("layout") === "2" ? 2 : 1;
      return c.html(render(page, { portalUrl, layout, query: layout === 2 ? "?layout=2" : "" }));
    });
  }
  const home = SAMPLE_PAGES[0] as SamplePage;
  return site
    .get("/plain", (c) => c.html(render(home, { portalUrl: null, layout: 1, query: "" })))
    .get("*", (c) => c.text("Not found", 404));
}
