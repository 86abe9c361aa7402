import { describe, expect, it } from "vitest";
import { createSampleSite } from "./sample-site.ts";
import { demoSiteOrigin } from "./start-demo-site.ts";

describe("the sample demo site", () => {
  const site = createSampleSite("http://localhost:3000");

  it("includes the portal's bridge on / and not on /plain", async () => {
    const page = await (await site.request("/")).text();
    expect(page).toContain('<script src="http://localhost:3000/bridge.js"></script>');
    expect(page).toContain('id="menu"');
    expect(await (await site.request("/plain")).text()).not.toContain("bridge.js");
    expect((await site.request("/missing")).status).toBe(404);
  });

  it("lives on the portal's host at the demo port", () => {
    expect(demoSiteOrigin("http://localhost:3000", 3001)).toBe("http://localhost:3001");
    expect(demoSiteOrigin("https://portal.example.com", 8443)).toBe("https://portal.example.com:8443");
  });
});
