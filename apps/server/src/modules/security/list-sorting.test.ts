import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createFeatureRow, createPurchaseRow } from "../../db/seed/store-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/** Every admin list sorts by its columns on the server, both ways, ties broken by id; other keys are refused. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

/** The ids of `wanted` in the order the list answers them (other rows of the database are skipped). */
async function order(
  path: string,
  key: string,
  wanted: string[],
  idOf: (row: Record<string, unknown>) => string = (r) => r.id as string,
) {
  const response = await t.request(`${path}${path.includes("?") ? "&" : "?"}pageSize=100`, { cookie: admin.cookie });
  expect(response.status, path).toBe(200);
  const body = await readJson<Record<string, Record<string, unknown>[]>>(response);
  return body[key].map(idOf).filter((id) => wanted.includes(id));
}

/** Expects `asc` to give `expected` and `desc` its exact reverse (equal values by id the same way). */
async function expectSorted(
  path: string,
  sort: string,
  key: string,
  expected: string[],
  idOf?: (row: Record<string, unknown>) => string,
) {
  const join = path.includes("?") ? "&" : "?";
  expect(await order(`${path}${join}sort=${sort}&dir=asc`, key, expected, idOf), `${path} ${sort} asc`).toEqual(expected);
  expect(await order(`${path}${join}sort=${sort}&dir=desc`, key, expected, idOf), `${path} ${sort} desc`).toEqual(
    [...expected].reverse(),
  );
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe("sorting the admin lists", () => {
  it("invoices by amount, due date (empty first ascending), client, number and status, with ties by id", async () => {
    const a = await createProfile(t.database.db, { email: "sort-a@example.test", fullName: "Sort A" });
    const b = await createProfile(t.database.db, { email: "sort-b@example.test", fullName: "Sort B" });
    const rows = [
      await insertInvoice(t.database.db, {
        clientId: b.id,
        clientEmail: b.email,
        amountCents: 300,
        dueDate: "2026-05-01",
        status: "paid",
      }),
      await insertInvoice(t.database.db, {
        clientId: a.id,
        clientEmail: a.email,
        amountCents: 100,
        dueDate: null,
        status: "pending",
      }),
      await insertInvoice(t.database.db, {
        clientId: a.id,
        clientEmail: a.email,
        amountCents: 200,
        dueDate: "2026-04-01",
        status: "overdue",
      }),
      await insertInvoice(t.database.db, {
        clientId: b.id,
        clientEmail: b.email,
        amountCents: 200,
        dueDate: "2026-04-01",
        status: "paid",
      }),
    ];
    const ids = rows.map((r) => r.id);
    const sortedBy = (key: (r: (typeof rows)[number]) => string | number) =>
      [...rows]
        .sort((x, y) => {
          const [kx, ky] = [key(x), key(y)];
          return kx < ky ? -1 : kx > ky ? 1 : byId(x, y);
        })
        .map((r) => r.id);
    const path = "/api/admin/invoices?search=sort-";
    await expectSorted(
      path,
      "amount",
      "invoices",
      sortedBy((r) => r.amountCents),
    );
    await expectSorted(
      path,
      "dueDate",
      "invoices",
      sortedBy((r) => r.dueDate ?? ""),
    );
    await expectSorted(
      path,
      "client",
      "invoices",
      sortedBy((r) => r.clientEmail),
    );
    await expectSorted(
      path,
      "number",
      "invoices",
      sortedBy((r) => r.invoiceNumber),
    );
    await expectSorted(
      path,
      "status",
      "invoices",
      sortedBy((r) => r.status),
    );
    // Without a sort: newest first, as before.
    expect(await order(path, "invoices", ids)).toHaveLength(4);
  });

  it("Manage Users by name, e-mail and business", async () => {
    const people = [
      await createProfile(t.database.db, { email: "zu-c@example.test", fullName: "Charlie Zu", businessName: "Alpha Ltd" }),
      await createProfile(t.database.db, { email: "zu-a@example.test", fullName: "Alice Zu", businessName: null }),
      await createProfile(t.database.db, { email: "zu-b@example.test", fullName: "Bob Zu", businessName: "Bravo Ltd" }),
    ];
    const [charlie, alice, bob] = people.map((p) => p.id);
    await expectSorted("/api/admin/users?search=zu-", "name", "users", [alice, bob, charlie]);
    await expectSorted("/api/admin/users?search=zu-", "email", "users", [alice, bob, charlie]);
    await expectSorted("/api/admin/users?search=zu-", "business", "users", [alice, charlie, bob]);
  });

  it("the dashboard's projects by client, status, progress and delivery", async () => {
    const names = ["Proj Alpha", "Proj Bravo", "Proj Charlie"];
    const clients = await Promise.all(
      names.map((fullName, i) => createProfile(t.database.db, { email: `proj-${i}@example.test`, fullName })),
    );
    const now = Date.now();
    const day = 86_400_000;
    const projects = [
      await createProject(t.database.db, clients[0].id, { status: "in_progress", progress: 10 }),
      await createProject(t.database.db, clients[1].id, { status: "ready", estimatedDelivery: new Date(now + 3 * day) }),
      await createProject(t.database.db, clients[2].id, {
        status: "pending",
        createdAt: new Date(now - 10 * day),
        estimatedDelivery: new Date(now + 10 * day),
      }),
    ];
    const [alpha, bravo, charlie] = projects.map((p) => p.id);
    const path = "/api/admin/projects?search=proj-";
    await expectSorted(path, "client", "projects", [alpha, bravo, charlie]);
    await expectSorted(path, "status", "projects", [alpha, charlie, bravo]);
    // Shown progress: 10 (stored), about 50 (half-way to delivery), 100 (ready).
    await expectSorted(path, "progress", "projects", [alpha, charlie, bravo]);
    await expectSorted(path, "delivery", "projects", [alpha, bravo, charlie]);
  });

  it("Revision Requests' clients, Client Features' buyers and one client's purchases", async () => {
    const one = await createProfile(t.database.db, { email: "buyer-1@example.test", fullName: "Buyer One" });
    const two = await createProfile(t.database.db, { email: "buyer-2@example.test", fullName: "Buyer Two" });
    await expectSorted("/api/admin/revision-clients?search=buyer-", "email", "clients", [one.id, two.id]);

    const first = await createPurchaseRow(t.database.db, {
      client: one,
      featureName: "Blog",
      priceCents: 9000,
      status: "in_progress",
    });
    const second = await createPurchaseRow(t.database.db, {
      client: one,
      featureName: "Analytics",
      priceCents: 1000,
      status: "completed",
    });
    await createPurchaseRow(t.database.db, { client: two, featureName: "Chat", priceCents: 500 });
    const idOf = (row: Record<string, unknown>) => row.clientId as string;
    await expectSorted("/api/admin/client-features?email=buyer-", "spent", "clients", [two.id, one.id], idOf);
    await expectSorted("/api/admin/client-features?email=buyer-", "features", "clients", [two.id, one.id], idOf);
    await expectSorted("/api/admin/client-features?email=buyer-", "email", "clients", [one.id, two.id], idOf);

    const purchases = `/api/admin/client-features/clients/${one.id}`;
    await expectSorted(purchases, "name", "purchases", [second.id, first.id]);
    await expectSorted(purchases, "price", "purchases", [second.id, first.id]);
    await expectSorted(purchases, "status", "purchases", [second.id, first.id]);
  });

  it("tickets by number, subject, client and status; the catalogue by title and price", async () => {
    const client = await createProfile(t.database.db, { email: "tick-a@example.test" });
    const other = await createProfile(t.database.db, { email: "tick-b@example.test" });
    const tickets = [
      await createTicketRow(t.database.db, { clientId: other.id, subject: "Bravo", status: "new" }),
      await createTicketRow(t.database.db, { clientId: client.id, subject: "Alpha", status: "resolved" }),
    ];
    const [bravo, alpha] = tickets.map((x) => x.id);
    await expectSorted("/api/admin/support-tickets", "number", "tickets", [bravo, alpha]);
    await expectSorted("/api/admin/support-tickets", "subject", "tickets", [alpha, bravo]);
    await expectSorted("/api/admin/support-tickets", "client", "tickets", [alpha, bravo]);
    await expectSorted("/api/admin/support-tickets", "status", "tickets", [bravo, alpha]);

    const cheap = await createFeatureRow(t.database.db, { title: "Zed sorting feature", priceCents: 100 });
    const dear = await createFeatureRow(t.database.db, { title: "Ayy sorting feature", priceCents: 90000 });
    await expectSorted("/api/store/features?search=sorting%20feature", "title", "features", [dear.id, cheap.id]);
    await expectSorted("/api/store/features?search=sorting%20feature", "price", "features", [cheap.id, dear.id]);
  });

  it("refuses a sort key or direction outside the list's own", async () => {
    for (const path of [
      "/api/admin/invoices?sort=password",
      "/api/admin/users?sort=phone",
      "/api/admin/support-tickets?sort=message",
      "/api/admin/projects?sort=id",
      "/api/admin/revision-clients?sort=role",
      "/api/admin/client-features?sort=clientId",
      "/api/store/features?sort=description",
      "/api/admin/invoices?dir=sideways",
    ]) {
      const response = await t.request(path, { cookie: admin.cookie });
      expect(response.status, path).toBe(400);
    }
  });
});
