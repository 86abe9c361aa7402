import type { Annotation } from "@portal/shared/annotations";
import type { InvoiceListResponse } from "@portal/shared/invoice-contracts";
import type { NotificationCounts } from "@portal/shared/notification-contracts";
import type { MyRevisionsResponse } from "@portal/shared/revision-contracts";
import type { TicketSummary } from "@portal/shared/support-contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyMembers, notificationOutbox } from "../../db/schema/index.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { form } from "../../test/support-test-kit.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { notify } from "../notifications/index.ts";

/**
 * Read state and notifications are each person's in a client company (decision 115): two people
 * of one company see the company's rows, and what one of them opens stays unread for the other.
 */
let t: TestApp;
type SignedIn = Awaited<ReturnType<TestApp["signInAs"]>>;
let owner: SignedIn;
let colleague: SignedIn;
let bookkeeper: SignedIn;
let admin: SignedIn;

const ALL = { canProject: true, canRevisions: true, canBilling: true, canSupport: true };
const NONE = { canProject: false, canRevisions: false, canBilling: false, canSupport: false };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs({ businessName: "Shapiro Yoga", fullName: "Dana Shapiro" });
  admin = await t.signInAs({ role: "admin" });
  colleague = await t.signInAs({ fullName: "Noa" });
  bookkeeper = await t.signInAs({ fullName: "Eli" });
  await t.database.db.insert(companyMembers).values([
    { accountId: owner.user.id, personId: colleague.user.id, ...ALL },
    { accountId: owner.user.id, personId: bookkeeper.user.id, ...NONE, canBilling: true },
  ]);
});
afterAll(() => t.close());

type ClientCounts = Extract<NotificationCounts, { role: "client" }>;
const counts = (person: SignedIn) => readJson<ClientCounts>(t.request("/api/notifications/counts", { cookie: person.cookie }));

const pin = (id: string): Annotation => ({
  id,
  x: 10,
  y: 20,
  comment: "Bigger logo",
  mode: "desktop",
  timestamp: new Date().toISOString(),
  viewportWidth: 1280,
  documentHeight: 2000,
});

describe("read state per person in a company", () => {
  it("keeps an invoice unread for the owner after a colleague opened the list", async () => {
    await insertInvoice(t.database.db, { clientId: owner.user.id, clientEmail: owner.user.email });
    expect((await counts(owner)).invoices).toBe(1);
    expect((await counts(colleague)).invoices).toBe(1);

    const list = await readJson<InvoiceListResponse>(t.request("/api/invoices", { cookie: colleague.cookie }));
    expect(list.invoices).toHaveLength(1);
    expect((await counts(colleague)).invoices).toBe(0);
    expect((await counts(owner)).invoices).toBe(1);
    expect((await counts(bookkeeper)).invoices).toBe(1);
  });

  it("keeps a ticket with an agency reply unread for the owner after a colleague viewed it", async () => {
    const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id });
    const reply = await t.request(`/api/admin/support-tickets/${ticket.id}/replies`, {
      method: "POST",
      cookie: admin.cookie,
      body: form({ message: "We are on it." }),
    });
    expect(reply.status).toBe(201);
    expect((await counts(owner)).support).toBe(1);
    expect((await counts(colleague)).support).toBe(1);

    const viewed = await t.request(`/api/support/tickets/${ticket.id}/view`, { method: "POST", cookie: colleague.cookie });
    expect(viewed.status).toBe(204);
    expect((await counts(colleague)).support).toBe(0);
    expect((await counts(owner)).support).toBe(1);
    const { tickets } = await readJson<{ tickets: TicketSummary[] }>(t.request("/api/support/tickets", { cookie: owner.cookie }));
    expect(tickets.find((x) => x.id === ticket.id)?.unread).toBe(true);
    const theirs = await readJson<{ tickets: TicketSummary[] }>(t.request("/api/support/tickets", { cookie: colleague.cookie }));
    expect(theirs.tickets.find((x) => x.id === ticket.id)?.unread).toBe(false);
    // A colleague without the support right is not counted tickets at all.
    expect((await counts(bookkeeper)).support).toBe(0);
  });

  it("keeps a comment thread with an agency reply unread for the owner after a colleague opened it", async () => {
    const project = await createProject(t.database.db, owner.user.id, { demoUrl: "https://demo.example.com" });
    const revision = await createRevision(t.database.db, project, { annotations: [pin("logo")] });
    const reply = await t.request(`/api/admin/revisions/${revision.id}/comments/logo/replies`, {
      method: "POST",
      cookie: admin.cookie,
      body: JSON.stringify({ message: "Done, have a look." }),
    });
    expect(reply.status).toBe(201);
    expect((await counts(owner)).commentReplies).toBe(1);
    expect((await counts(colleague)).commentReplies).toBe(1);

    const viewed = await t.request(`/api/revisions/${revision.id}/comments/logo/view`, {
      method: "POST",
      cookie: colleague.cookie,
    });
    expect(viewed.status).toBe(204);
    expect((await counts(colleague)).commentReplies).toBe(0);
    expect((await counts(owner)).commentReplies).toBe(1);
    const unreadOf = async (person: SignedIn) => {
      const mine = await readJson<MyRevisionsResponse>(t.request("/api/revisions", { cookie: person.cookie }));
      return mine.revisions[0].comments.find((c) => c.annotationId === "logo")?.unread;
    };
    expect(await unreadOf(owner)).toBe(true);
    expect(await unreadOf(colleague)).toBe(false);
    expect((await counts(bookkeeper)).commentReplies).toBe(0);
  });
});

describe("notifications per person in a company", () => {
  it("reach the owner and each colleague whose rights cover the category, by their own preferences", async () => {
    await t.database.db.delete(notificationOutbox);
    const ticket = await createTicketRow(t.database.db, { clientId: owner.user.id });
    await t.request(`/api/admin/support-tickets/${ticket.id}/replies`, {
      method: "POST",
      cookie: admin.cookie,
      body: form({ message: "A reply for the company." }),
    });
    const rows = await t.database.db
      .select({ recipientId: notificationOutbox.recipientId })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, "ticket_reply_agency"), eq(notificationOutbox.channel, "email")));
    expect(rows.map((r) => r.recipientId).sort()).toEqual([owner.user.id, colleague.user.id].sort());

    // The bookkeeper (billing) hears of invoices; a colleague who turned invoices off does not.
    await t.request("/api/notifications/preferences", {
      method: "PUT",
      cookie: colleague.cookie,
      body: JSON.stringify({ preferences: [{ category: "invoices", mode: "off" }], smsUrgent: false }),
    });
    const invoice = await insertInvoice(t.database.db, { clientId: owner.user.id, clientEmail: owner.user.email });
    const data = { invoiceId: invoice.id, number: invoice.invoiceNumber, amount: "$50.00" };
    await notify(t.database.db, t.deps.config.notifications.timing, {
      key: `invoice:${invoice.id}`,
      to: owner.user.id,
      kind: "invoice_created",
      data,
    });
    const invoiceRows = await t.database.db
      .select({ recipientId: notificationOutbox.recipientId })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, "invoice_created"), eq(notificationOutbox.channel, "email")));
    expect(invoiceRows.map((r) => r.recipientId).sort()).toEqual([owner.user.id, bookkeeper.user.id].sort());
  });
});
