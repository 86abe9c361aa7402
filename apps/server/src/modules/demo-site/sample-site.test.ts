import { describe, expect, it } from "vitest";
import { createSampleSite } from "./sample-site.ts";
import { demoSiteOrigin } from "./start-demo-site.ts";

describe("the sample demo site", () => {
  const site = createSampleSite("http://localhost:3000");
  const html = async (path: string) => (await site.request(path)).text();

  it("includes the portal's bridge on its pages and not on /plain", async () => {
    const page = await html("/");
    expect(page).toContain('<script src="http://localhost:3000/bridge.js"></script>');
    expect(page).toContain('id="menu"');
    expect(await html("/plain")).not.toContain("bridge.js");
    expect((await site.request("/missing")).status).toBe(404);
  });

  it("has three pages linked from each other", async () => {
    for (const path of ["/", "/menu", "/about"]) {
      const page = await html(path);
      expect(page).toContain('<a href="/menu" style="color:#fff">Menu</a>');
      expect(page).toContain('<a href="/about" style="color:#fff">About</a>');
      expect(page).toContain('id="logo"');
    }
    expect(await html("/menu")).toContain('id="pastries"');
    expect(await html("/about")).toContain('id="team"');
  });

  it("switches to the second layout by query, keeps it in its links, and drops the special offer there", async () => {
    const first = await html("/");
    const second = await html("/?layout=2");
    expect(first).toContain('id="special"');
    expect(second).not.toContain('id="special"');
    expect(second).toContain('<a href="/menu?layout=2" style="color:#fff">Menu</a>');
    expect(second.indexOf('id="contact"')).toBeLessThan(second.indexOf('id="home"'));
    expect(await html("/menu?layout=2")).toContain('id="breads"');
  });

  it("has the cases pins must survive: a fixed navbar, similar cards, a disabled button with an id, a reworded headline", async () => {
    const first = await html("/");
    const second = await html("/?layout=2");
    expect(first).toContain("position:fixed");
    expect(first).toContain('aria-label="Open the menu"');
    expect(second).not.toContain("position:fixed");
    expect(first).toMatch(/<button id="send-message"[^>]* disabled style="pointer-events:none/);
    expect(first).toContain("Fresh bread every morning");
    expect(second).toContain("Fresh bread every single morning");
    const team = await html("/about");
    const redesigned = await html("/about?layout=2");
    expect(team.match(/class="card"/g)).toHaveLength(3);
    expect(redesigned.match(/class="card"/g)).toHaveLength(2);
    expect(team).toContain("David Brooks");
    expect(redesigned).not.toContain("David Brooks");
  });

  it("lives on the portal's host at the demo port", () => {
    expect(demoSiteOrigin("http://localhost:3000", 3001)).toBe("http://localhost:3001");
    expect(demoSiteOrigin("https://portal.example.com", 8443)).toBe("https://portal.example.com:8443");
  });
});
