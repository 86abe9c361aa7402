import type { NotificationCounts } from "@portal/shared/notification-contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminRevisionViews,
  clientInvoiceViews,
  invoices,
  projects,
  purchasedFeatures,
  revisions,
  supportTicketReplies,
  supportTickets,
} from "../../db/schema/index.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = (cookie: string) => readJson<NotificationCounts>(t.request("/api/notifications/counts", { cookie }));

describe("GET /api/notifications/counts", () => {
  it("refuses anonymous callers", async () => {
    expect((await t.request("/api/notifications/counts")).status).toBe(401);
  });

  it("counts a client's unopened invoices and tickets with unseen admin replies, and only theirs", async () => {
    const { cookie, user } = await t.signInAs();
    const other = await t.signInAs();
    const admin = await t.signInAs({ role: "admin" });
    const db = t.database.db;
    const [seen] = await db
      .insert(invoices)
      .values([
        {
          clientId: user.id,
          clientEmail: user.email,
          invoiceNumber: `N-${crypto.randomUUID()}`,
          amountCents: 100,
          description: "a",
        },
        {
          clientId: user.id,
          clientEmail: user.email,
          invoiceNumber: `N-${crypto.randomUUID()}`,
          amountCents: 100,
          description: "b",
        },
      ])
      .returning();
    await db.insert(invoices).values({
      clientId: other.user.id,
      clientEmail: other.user.email,
      invoiceNumber: `N-${crypto.randomUUID()}`,
      amountCents: 1,
      description: "c",
    });
    await db.insert(clientInvoiceViews).values({ clientId: user.id, invoiceId: seen.id });
    const [ticket] = await db.insert(supportTickets).values({ clientId: user.id, subject: "Hi", message: "Help" }).returning();
    await db
      .insert(supportTicketReplies)
      .values({ ticketId: ticket.id, adminId: admin.user.id, fromAdmin: true, message: "On it" });

    expect(await counts(cookie)).toEqual({ role: "client", invoices: 1, support: 1, commentReplies: 0 });
    expect(await counts(other.cookie)).toEqual({ role: "client", invoices: 1, support: 0, commentReplies: 0 });
  });

  it("counts an admin's unopened revisions, fresh unfinished purchases and tickets with unseen client replies", async () => {
    const admin = await t.signInAs({ role: "admin" });
    const client = await t.signInAs();
    const db = t.database.db;
    const before = await counts(admin.cookie);
    if (before.role !== "admin") throw new Error("expected admin counts");

    const [project] = await db.insert(projects).values({ clientId: client.user.id }).returning();
    const [opened] = await db
      .insert(revisions)
      .values([
        { clientId: client.user.id, projectId: project.id, requestNumber: 1, description: "one" },
        { clientId: client.user.id, projectId: project.id, requestNumber: 2, description: "two" },
      ])
      .returning();
    await db.insert(adminRevisionViews).values({ adminId: admin.user.id, revisionId: opened.id });
    const base = {
      clientId: client.user.id,
      clientEmail: client.user.email,
      featureName: "SEO",
      priceCents: 100,
      billingType: "one_time",
    };
    await db.insert(purchasedFeatures).values([
      { ...base, paymentStatus: "paid", status: "pending" },
      { ...base, paymentStatus: "paid", status: "completed", progress: 100 },
      { ...base, paymentStatus: "paid", status: "pending", purchasedAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) },
    ]);
    const [ticket] = await db.insert(supportTickets).values({ clientId: client.user.id, message: "Hello" }).returning();
    await db.insert(supportTicketReplies).values({ ticketId: ticket.id, message: "Any news?" });

    expect(await counts(admin.cookie)).toEqual({
      role: "admin",
      revisions: before.revisions + 1,
      commentReplies: before.commentReplies,
      features: before.features + 1,
      tickets: before.tickets + 1,
      assignedTickets: 0,
    });
  });
});
