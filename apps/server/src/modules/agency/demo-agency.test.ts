import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed/demo-data.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { prepareSetupCode } from "./setup-code.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("DEMO_DATA writes the demo agency as settings data, valid by the shared schemas, and needs no set-up", async () => {
  const log = pino({ level: "silent" });
  await seedDemoData({ db: t.deps.db, storage: t.deps.providers.storage, demoSiteUrl: "http://localhost:3001" }, log);
  const agency = await readJson<{
    name: string;
    brandColour: string;
    landing: { enabled: boolean };
    support: { email: string; faq: unknown[]; hours: Record<string, unknown> };
    region: { timeZone: string };
  }>(t.request("/api/agency"));
  // A group that failed its schema would read as the neutral defaults instead.
  expect(agency).toMatchObject({ name: "Bright Pixel Studio", brandColour: "#4f46e5", landing: { enabled: true } });
  expect(agency.support.email).toBe("support@brightpixel.studio");
  expect(agency.support.faq).toHaveLength(4);
  expect(agency.support.hours.sun).toBeNull();
  expect(agency.region.timeZone).toBe("America/New_York");
  expect(await readJson(t.request("/api/setup"))).toEqual({ required: false });
  expect(await prepareSetupCode({ db: t.deps.db, dataDir: t.dataDir, log })).toBeNull();
});
