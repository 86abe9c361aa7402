import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBridgeRoutes } from "./bridge-routes.ts";

// The bridge's code is tested where it lives (apps/web/src/bridge) and end to end; here, how it is served.
let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-dist-"));
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("/bridge.js", () => {
  it("serves the built bridge from next to the web app as JavaScript that other origins may load", async () => {
    fs.writeFileSync(path.join(dist, "bridge.js"), "(() => { /* built */ })();\n");
    const res = await demoBridgeRoutes(dist).request("/bridge.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/javascript");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await res.text()).toContain("/* built */");
  });

  it("answers 404 with the reason when the build has not made it, and serves it once built", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-empty-"));
    const routes = demoBridgeRoutes(empty);
    const missing = await routes.request("/bridge.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("npm run build");
    fs.writeFileSync(path.join(empty, "bridge.js"), "// now built\n");
    expect(await (await routes.request("/bridge.js")).text()).toBe("// now built\n");
    expect((await demoBridgeRoutes(undefined).request("/bridge.js")).status).toBe(404);
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it("serves the screenshot library the bridge loads lazily, to other origins too", async () => {
    const res = await demoBridgeRoutes(dist).request("/bridge-screenshot.js?v=3");
    expect(res.status).toBe(200);
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(await res.text()).toContain("modernScreenshot");
  });
});
