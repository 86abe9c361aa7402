import type { PageInfo } from "@portal/shared/pagination";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchasedFeatures } from "../../db/schema/index.ts";
import { createProfile } from "../../db/seed/factories.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createFeatureRow } from "../../db/seed/store-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/** Every list pages in the database: 60 rows, pages of 25, the counts right and no row lost or repeated. */
const ROWS = 60;
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

/** Walks every page of a list and returns the ids seen and the page info of each page. */
async function walk(path: string, cookie: string, rowsOf: (body: Record<string, unknown>) => { id: string }[]) {
  const ids: string[] = [];
  const infos: PageInfo[] = [];
  for (let page = 1; page <= 4; page++) {
    const separator = path.includes("?") ? "&" : "?";
    const response = await t.request(`${path}${separator}page=${page}&pageSize=25`, { cookie });
    expect(response.status, path).toBe(200);
    const body = await readJson<Record<string, unknown> & PageInfo>(response);
    infos.push({ total: body.total, overall: body.overall, page: body.page, pageSize: body.pageSize });
    ids.push(...rowsOf(body).map((row) => row.id));
  }
  return { ids, infos };
}

function expectWholeList(result: { ids: string[]; infos: PageInfo[] }, expected: string[], overall = expected.length) {
  expect(result.infos.map((i) => i.page)).toEqual([1, 2, 3, 4]);
  for (const info of result.infos) expect(info).toMatchObject({ total: expected.length, overall, pageSize: 25 });
  // Pages of 25, 25, 10 and an empty fourth: every row exactly once.
  expect(result.ids).toHaveLength(expected.length);
  expect(new Set(result.ids).size).toBe(expected.length);
  expect([...result.ids].sort()).toEqual([...expected].sort());
}

const asRows = (key: string) => (body: Record<string, unknown>) => body[key] as { id: string }[];

describe("lists with 60 rows", () => {
  it("a client's invoices, on the admin's user page and the client's own list, page without losing one", async () => {
    const client = await t.signInAs();
    const ids: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      // Several invoices share a date: the order must still be total, or a page could repeat a row.
      const day = String(1 + (i % 20)).padStart(2, "0");
      const row = await insertInvoice(t.database.db, {
        clientId: client.user.id,
        clientEmail: client.user.email,
        invoiceDate: `2026-03-${day}`,
        description: i % 2 === 0 ? `Hosting ${i}` : `Design ${i}`,
      });
      ids.push(row.id);
    }
    expectWholeList(await walk(`/api/admin/invoices?clientId=${client.user.id}`, admin.cookie, asRows("invoices")), ids);
    expectWholeList(await walk("/api/invoices", client.cookie, asRows("invoices")), ids);

    // Filtered: "n of m" says how many match and how many there are in all.
    const hosting = await walk("/api/invoices?search=hosting", client.cookie, asRows("invoices"));
    expect(hosting.infos[0]).toMatchObject({ total: ROWS / 2, overall: ROWS });
    expect(new Set(hosting.ids).size).toBe(ROWS / 2);
  });

  it("a client's tickets and the admin's tickets (all and by status)", async () => {
    const client = await t.signInAs();
    const ids: string[] = [];
    const sameMoment = new Date("2026-02-01T10:00:00Z");
    for (let i = 0; i < ROWS; i++) {
      const row = await createTicketRow(t.database.db, {
        clientId: client.user.id,
        status: i < 20 ? "resolved" : "new",
        ...(i % 3 === 0 ? { createdAt: sameMoment } : {}),
      });
      ids.push(row.id);
    }
    expectWholeList(await walk("/api/support/tickets", client.cookie, asRows("tickets")), ids);

    const all = await walk("/api/admin/support-tickets", admin.cookie, asRows("tickets"));
    expectWholeList(all, ids);
    const resolved = await walk("/api/admin/support-tickets?status=resolved", admin.cookie, asRows("tickets"));
    expect(resolved.infos[0]).toMatchObject({ total: 20, overall: ROWS });
    expect(new Set(resolved.ids).size).toBe(20);
  });

  it("the admin's user list, searched or not", async () => {
    const ids: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      const person = await createProfile(t.database.db, {
        fullName: `Paged Person ${i}`,
        businessName: i % 4 === 0 ? "Quarter Bakery" : null,
      });
      ids.push(person.id);
    }
    const paged = await walk("/api/admin/users?search=Paged%20Person", admin.cookie, asRows("users"));
    const clientsInAll = paged.infos[0].overall;
    expectWholeList(paged, ids, clientsInAll);
    expect(clientsInAll).toBeGreaterThanOrEqual(ROWS);
    const quarter = await walk("/api/admin/users?search=Quarter%20Bakery", admin.cookie, asRows("users"));
    expect(quarter.infos[0].total).toBe(ROWS / 4);
  });

  it("the admin's clients on Revision Requests, searched by e-mail", async () => {
    const ids: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      const person = await createProfile(t.database.db, { email: `rev-paged-${i}-${crypto.randomUUID()}@example.test` });
      ids.push(person.id);
    }
    const paged = await walk("/api/admin/revision-clients?search=rev-paged", admin.cookie, asRows("clients"));
    expectWholeList(paged, ids, paged.infos[0].overall);
    expect(paged.infos[0].overall).toBeGreaterThanOrEqual(ROWS);
  });

  it("the admin's Client Features buyers, with totals over every matching buyer", async () => {
    const ids: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      const buyer = await createProfile(t.database.db, { email: `buyer-paged-${i}-${crypto.randomUUID()}@example.test` });
      await t.database.db.insert(purchasedFeatures).values({
        clientId: buyer.id,
        clientEmail: buyer.email,
        featureName: "SEO",
        priceCents: 1000,
        billingType: "one_time",
        paymentStatus: "paid",
      });
      ids.push(buyer.id);
    }
    const rows = (body: Record<string, unknown>) => (body.clients as { clientId: string }[]).map((c) => ({ id: c.clientId }));
    const paged = await walk("/api/admin/client-features?email=buyer-paged", admin.cookie, rows);
    expectWholeList(paged, ids, paged.infos[0].overall);
    const first = await readJson<{ featureCount: number; revenueCents: number }>(
      await t.request("/api/admin/client-features?email=buyer-paged", { cookie: admin.cookie }),
    );
    expect(first).toMatchObject({ featureCount: ROWS, revenueCents: ROWS * 1000 });
  });

  it("one client's purchases in Client Features, filtered or not, with the client's totals", async () => {
    const buyer = await t.signInAs();
    const ids: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      const [row] = await t.database.db
        .insert(purchasedFeatures)
        .values({
          clientId: buyer.user.id,
          clientEmail: buyer.user.email,
          featureName: i % 3 === 0 ? `Blog ${i}` : `Shop ${i}`,
          priceCents: 500,
          billingType: "one_time",
          paymentStatus: "paid",
          purchasedAt: new Date("2026-01-15T09:00:00Z"),
        })
        .returning();
      ids.push(row.id);
    }
    const path = `/api/admin/client-features/clients/${buyer.user.id}`;
    expectWholeList(await walk(path, admin.cookie, asRows("purchases")), ids);
    const blogs = await walk(`${path}?name=blog`, admin.cookie, asRows("purchases"));
    expect(blogs.infos[0]).toMatchObject({ total: ROWS / 3, overall: ROWS });
    const body = await readJson<{ totalSpentCents: number }>(await t.request(`${path}?name=blog`, { cookie: admin.cookie }));
    expect(body.totalSpentCents).toBe(ROWS * 500);
  });

  it("the store catalogue, for clients and admins, searched on title and description", async () => {
    const ids: string[] = [];
    const sameMoment = new Date("2026-04-01T08:00:00Z");
    for (let i = 0; i < ROWS; i++) {
      const feature = await createFeatureRow(t.database.db, {
        title: `Paged feature ${i}`,
        description: i % 2 === 0 ? "Adds a paged gallery" : "Adds a paged blog",
        createdAt: sameMoment,
      });
      ids.push(feature.id);
    }
    const client = await t.signInAs();
    for (const cookie of [client.cookie, admin.cookie]) {
      const paged = await walk("/api/store/features?search=paged", cookie, asRows("features"));
      expectWholeList(paged, ids, paged.infos[0].overall);
    }
    const galleries = await walk("/api/store/features?search=gallery", client.cookie, asRows("features"));
    expect(galleries.infos[0].total).toBe(ROWS / 2);
  });

  it("the admin dashboard's projects and clients without a project", async () => {
    const withProject: string[] = [];
    const without: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      const person = await createProfile(t.database.db, { fullName: `Dashboard Client ${i}` });
      const project = await createProject(t.database.db, person.id);
      withProject.push(project.id);
      const idle = await createProfile(t.database.db, { email: `idle-${i}-${crypto.randomUUID()}@example.test` });
      without.push(idle.id);
    }
    const projects = await walk("/api/admin/projects?search=Dashboard%20Client", admin.cookie, asRows("projects"));
    expectWholeList(projects, withProject, projects.infos[0].overall);

    const idleIds: string[] = [];
    let idleTotal = 0;
    for (let page = 1; page <= 20; page++) {
      const response = await t.request(`/api/admin/projects?withoutPage=${page}`, { cookie: admin.cookie });
      const body = await readJson<{ clientsWithoutProjects: { clients: { id: string }[]; total: number } }>(response);
      idleTotal = body.clientsWithoutProjects.total;
      idleIds.push(...body.clientsWithoutProjects.clients.map((c) => c.id));
      if (body.clientsWithoutProjects.clients.length < 25) break;
    }
    expect(idleIds).toHaveLength(idleTotal);
    expect(new Set(idleIds).size).toBe(idleTotal);
    for (const id of without) expect(idleIds).toContain(id);
  });

  it("refuses a page that is not a positive number and a page size over the limit", async () => {
    for (const path of ["/api/invoices?page=0", "/api/support/tickets?pageSize=500", "/api/admin/users?page=x"]) {
      const cookie = path.startsWith("/api/admin") ? admin.cookie : (await t.signInAs()).cookie;
      expect((await t.request(path, { cookie })).status, path).toBe(400);
    }
  });
});
