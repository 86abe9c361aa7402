import type { DemoContext } from "./demo-context.ts";
import { createActiveSubscription, createProject, createRevision } from "./projects-factories.ts";

const DAY = 24 * 3600 * 1000;

/**
 * Daniel Brooks is premium; his project is in progress with a delivery date, uses the sample
 * demo site, and has one revision with pins on desktop and mobile. Noa Shapiro's project is in
 * progress with no demo yet (and no delivery date, so her stored progress shows).
 */
export async function seedDemoProjects(ctx: DemoContext): Promise<void> {
  const { db, people, demoSiteUrl } = ctx;
  const daniel = people["daniel@brooksbakery.com"];
  const noa = people["noa@shapiroyoga.co.il"];
  const now = Date.now();

  await createActiveSubscription(db, daniel, 30);
  const project = await createProject(db, daniel.id, {
    status: "in_progress",
    demoUrl: demoSiteUrl,
    createdAt: new Date(now - 12 * DAY),
    estimatedDelivery: new Date(now + 18 * DAY),
  });
  const placed = new Date(now - 2 * DAY).toISOString();
  await createRevision(db, project, {
    description: "Please make the opening headline larger and move the Order now button higher on phones.",
    createdAt: new Date(now - 2 * DAY),
    annotations: [
      // Anchored on the sample site's elements (decision 048), so each pin sits where its words
      // say at any frame size; x, y are where those elements are at the recorded size (the fallback).
      {
        id: "demo-pin-1",
        x: 200,
        y: 140,
        comment: "Make this headline bigger and bolder",
        mode: "desktop",
        timestamp: placed,
        viewportWidth: 1280,
        documentHeight: 2730,
        page: "/",
        anchor: { selector: "#home > h2", offsetX: 15, offsetY: 50 },
      },
      {
        id: "demo-pin-2",
        x: 300,
        y: 1160,
        comment: "Add photos of the croissants here",
        mode: "desktop",
        timestamp: placed,
        viewportWidth: 1280,
        documentHeight: 2730,
        page: "/",
        anchor: { selector: "#menu > p", offsetX: 30, offsetY: 50 },
      },
      {
        id: "demo-pin-3",
        x: 90,
        y: 400,
        comment: "On phones this button should sit right under the title",
        mode: "mobile",
        timestamp: placed,
        viewportWidth: 375,
        documentHeight: 2760,
        page: "/",
        anchor: { selector: "#home > a", offsetX: 50, offsetY: 50 },
      },
    ],
  });

  await createProject(db, noa.id, {
    status: "in_progress",
    progress: 35,
    createdAt: new Date(now - 5 * DAY),
  });
}
