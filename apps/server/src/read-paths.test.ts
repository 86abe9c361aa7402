import type { Annotation } from "@portal/shared/annotations";
import type { NotificationCounts } from "@portal/shared/notification-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, purchasedFeatures, revisionCommentReplies, supportTicketReplies, supportTickets } from "./db/schema/index.ts";
import { createProject, createRevision } from "./db/seed/projects-factories.ts";
import { createTestApp, readJson, type TestApp } from "./test/test-app.ts";
import { installWriteProbe } from "./test/write-probe.ts";

/**
 * Reads never write on a repeated path (issue 26): every screen's GET, and the "viewed" marks sent
 * when a ticket or a comment thread is opened, write at most the first time (when something was
 * unseen) and nothing when repeated. A statement-level trigger on every table counts write
 * statements, including those that change no row.
 */
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let t: TestApp;
let client: Person;
let admin: Person;
let writes: () => Promise<number>;
let invoiceId: string;
let ticketId: string;
let revisionId: string;

const note: Annotation = {
  id: "logo",
  x: 10,
  y: 20,
  comment: "Bigger logo",
  mode: "desktop",
  timestamp: new Date().toISOString(),
  viewportWidth: 1280,
  documentHeight: 2000,
};

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
  const db = t.database.db;
  const project = await createProject(db, client.user.id, { demoUrl: "https://demo.example.com" });
  const revision = await createRevision(db, project, { annotations: [note] });
  revisionId = revision.id;
  await db.insert(revisionCommentReplies).values([
    { revisionId, annotationId: "logo", fromAdmin: true, adminId: admin.user.id, message: "Like this?" },
    { revisionId, annotationId: "logo", fromAdmin: false, message: "Yes" },
  ]);
  const [invoice] = await db
    .insert(invoices)
    .values({
      clientId: client.user.id,
      clientEmail: client.user.email,
      invoiceNumber: "RP-1",
      amountCents: 100,
      description: "a",
    })
    .returning();
  invoiceId = invoice.id;
  const [ticket] = await db
    .insert(supportTickets)
    .values({ clientId: client.user.id, subject: "Hi", message: "Help" })
    .returning();
  ticketId = ticket.id;
  await db.insert(supportTicketReplies).values([
    { ticketId, adminId: admin.user.id, fromAdmin: true, message: "On it" },
    { ticketId, message: "Thanks" },
  ]);
  await db.insert(purchasedFeatures).values({
    clientId: client.user.id,
    clientEmail: client.user.email,
    featureName: "SEO",
    priceCents: 100,
    billingType: "one_time",
    paymentStatus: "paid",
  });
  writes = await installWriteProbe(db);
});
afterAll(() => t.close());

const clientReads = [
  "/api/session",
  "/api/me",
  "/api/projects/mine",
  "/api/revisions",
  "/api/invoices",
  "/api/support/tickets",
  "/api/notifications/counts",
  "/api/notifications/preferences",
  "/api/me/devices",
  "/api/store/features",
  "/api/store/settings",
  "/api/store/purchases",
  "/api/billing/subscription",
  "/api/support/unread-count",
];
const adminReads = [
  "/api/session",
  "/api/me",
  "/api/notifications/counts",
  "/api/admin/dashboard/charts",
  "/api/admin/users?role=client",
  "/api/admin/invoices",
  "/api/admin/support-tickets",
  "/api/admin/support-tickets/unread-count",
  "/api/admin/client-features",
  "/api/admin/projects",
  "/api/admin/revision-clients",
  "/api/admin/audit",
  "/api/me/devices",
];

/** Sends the request twice; the second time must not write. Returns the writes of the first. */
async function repeated(path: string, cookie: string, method = "GET") {
  const before = await writes();
  const first = await t.request(path, { cookie, method });
  expect(first.status, path).toBeLessThan(300);
  const between = await writes();
  const second = await t.request(path, { cookie, method });
  expect(second.status, path).toBeLessThan(300);
  expect(await writes(), `${method} ${path} wrote when repeated`).toBe(between);
  return between - before;
}

describe("read paths that repeat write nothing", () => {
  it("the client's everyday screens, with the ids of their records", async () => {
    for (const path of [...clientReads, `/api/invoices/${invoiceId}`, `/api/support/tickets/${ticketId}`]) {
      await repeated(path, client.cookie);
    }
  });

  it("the admin's everyday screens and opened records", async () => {
    const records = [
      `/api/admin/revisions/${revisionId}`,
      `/api/admin/support-tickets/${ticketId}`,
      `/api/admin/users/${client.user.id}`,
      `/api/admin/revision-clients/${client.user.id}/revisions`,
      `/api/admin/client-features/clients/${client.user.id}`,
      `/api/admin/clients/${client.user.id}/project`,
    ];
    for (const path of [...adminReads, ...records]) await repeated(path, admin.cookie);
  });

  it("an opened ticket or comment thread is marked viewed once, while it has something unseen", async () => {
    const counts = (p: Person) => readJson<NotificationCounts>(t.request("/api/notifications/counts", { cookie: p.cookie }));
    // An upsert counts twice (its INSERT and UPDATE statement triggers both fire).
    expect(await counts(client)).toMatchObject({ support: 1, commentReplies: 1 });
    expect(await repeated(`/api/support/tickets/${ticketId}/view`, client.cookie, "POST")).toBeGreaterThan(0);
    expect(await repeated(`/api/revisions/${revisionId}/comments/logo/view`, client.cookie, "POST")).toBeGreaterThan(0);
    expect(await counts(client)).toMatchObject({ support: 0, commentReplies: 0 });
    expect(await repeated(`/api/admin/support-tickets/${ticketId}/view`, admin.cookie, "POST")).toBeGreaterThan(0);
    expect(await repeated(`/api/admin/revisions/${revisionId}/comments/logo/view`, admin.cookie, "POST")).toBeGreaterThan(0);

    // A new message from the other side makes the next opening record the view again.
    await t.database.db
      .insert(supportTicketReplies)
      .values({ ticketId, adminId: admin.user.id, fromAdmin: true, message: "Done" });
    expect(await counts(client)).toMatchObject({ support: 1 });
    expect(await repeated(`/api/support/tickets/${ticketId}/view`, client.cookie, "POST")).toBeGreaterThan(0);
    expect(await counts(client)).toMatchObject({ support: 0 });
  });

  it("the invoice list records unviewed invoices in one statement, then only reads; the badge stays exact", async () => {
    const other = await t.signInAs();
    const db = t.database.db;
    await db.insert(invoices).values(
      [1, 2, 3].map((n) => ({
        clientId: other.user.id,
        clientEmail: other.user.email,
        invoiceNumber: `RP-O-${n}`,
        amountCents: 100,
        description: `invoice ${n}`,
      })),
    );
    const badge = async () =>
      (await readJson<NotificationCounts>(t.request("/api/notifications/counts", { cookie: other.cookie }))) as {
        invoices: number;
      };
    expect((await badge()).invoices).toBe(3);
    expect(await repeated("/api/invoices", other.cookie)).toBe(1);
    expect((await badge()).invoices).toBe(0);
    // A new invoice: the next list records it alone, and the badge counts it until then.
    const [added] = await db
      .insert(invoices)
      .values({
        clientId: other.user.id,
        clientEmail: other.user.email,
        invoiceNumber: "RP-O-4",
        amountCents: 5,
        description: "late",
      })
      .returning();
    expect((await badge()).invoices).toBe(1);
    expect(await repeated(`/api/invoices/${added.id}`, other.cookie)).toBe(1);
    expect((await badge()).invoices).toBe(0);
    expect(await repeated("/api/invoices", other.cookie)).toBe(0);
  });
});
