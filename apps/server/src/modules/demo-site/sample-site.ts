import { Hono } from "hono";

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const SECTIONS = [
  {
    id: "home",
    title: "Fresh bread every morning",
    text: "Sourdough, rye and challah baked before sunrise in our family ovens.",
  },
  {
    id: "menu",
    title: "Our menu",
    text: "Croissants, cinnamon rolls, seasonal fruit tarts and a daily soup with bread.",
  },
  {
    id: "about",
    title: "About the Brooks family",
    text: "Three generations of bakers, one small shop on Main Street since 1987.",
  },
  {
    id: "contact",
    title: "Visit us",
    text: "Open Tuesday to Sunday, 7:00 AM to 3:00 PM. Order cakes two days ahead.",
  },
];

function page(portalUrl: string | null): string {
  const sections = SECTIONS.map(
    (s, i) => `<section id="${s.id}" style="min-height:520px;padding:64px 24px;background:${i % 2 ? "#fff7ed" : "#ffffff"}">
      <h2 style="font-size:2rem;margin:0 0 12px">${s.title}</h2><p style="max-width:40rem;line-height:1.6">${s.text}</p>
      <a href="#contact" style="display:inline-block;margin-top:16px;padding:10px 18px;background:#b45309;color:#fff;border-radius:6px;text-decoration:none">Order now</a>
    </section>`,
  ).join("\n");
  const bridge = portalUrl ? `<script src="${escapeAttr(portalUrl)}/bridge.js"></script>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brooks Family Bakery — demo</title></head>
<body style="margin:0;font-family:Georgia,serif;color:#292524">
<header style="position:sticky;top:0;display:flex;gap:16px;align-items:center;justify-content:space-between;padding:16px 24px;background:#78350f;color:#fff">
  <strong>Brooks Family Bakery</strong>
  <nav style="display:flex;gap:12px;flex-wrap:wrap">${SECTIONS.map((s) => `<a href="#${s.id}" style="color:#fff">${s.id}</a>`).join("")}</nav>
</header>
${sections}
<footer style="padding:24px;background:#292524;color:#fff">© Brooks Family Bakery</footer>
${bridge}
</body></html>`;
}

/**
 * The sample demo site, served on a second origin: `/` includes the portal's bridge, `/plain`
 * does not (the portal then falls back to its click overlay).
 */
export function createSampleSite(portalUrl: string) {
  return new Hono()
    .get("/", (c) => c.html(page(portalUrl)))
    .get("/plain", (c) => c.html(page(null)))
    .get("*", (c) => c.text("Not found", 404));
}
