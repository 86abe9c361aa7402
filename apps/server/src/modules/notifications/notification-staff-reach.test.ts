import type { AgencyRole } from "@portal/shared/agency-roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index.ts";
import { form, insertRevision } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notify } from "./enqueue.ts";

/**
 * Decision 119: a notification addressed to the agency reaches only the staff whose role covers its
 * kind, a designer only for the revisions of projects assigned to them, each by their preferences.
 */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
const staff = {} as Record<AgencyRole, Person>;
let mine: { id: string; projectId: string };
let theirs: { id: string; projectId: string };

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ fullName: "Noa Client" });
  for (const role of ["owner", "admin", "project_manager", "designer", "support", "accountant"] as const) {
    staff[role] = await t.signInAs({ role: "admin", agencyRole: role });
  }
  mine = await insertRevision(t, client.user.id);
  theirs = await insertRevision(t, (await t.signInAs()).user.id);
  const assigned = await t.request(`/api/admin/projects/${mine.projectId}`, {
    method: "PATCH",
    cookie: staff.owner.cookie,
    body: JSON.stringify({ assigneeId: staff.designer.user.id }),
  });
  expect(assigned.status).toBe(200);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(notificationOutbox);
});

const timing = () => t.deps.config.notifications.timing;

/** The roles (in the table's order) holding an e-mail row of the kind. */
async function rolesNotified(kind: string): Promise<AgencyRole[]> {
  const rows = await t.database.db
    .select({ recipientId: notificationOutbox.recipientId })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.kind, kind));
  const ids = new Set(rows.map((r) => r.recipientId));
  return (Object.keys(staff) as AgencyRole[]).filter((role) => ids.has(staff[role].user.id));
}

describe("agency notifications reach the roles that cover them", () => {
  it("a new ticket (through the API) reaches owner, admin, project manager and support, not the accountant", async () => {
    const res = await t.request("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      body: form({ subject: "Logo colours", message: "Please look" }),
    });
    expect(res.status).toBe(201);
    expect(await rolesNotified("ticket_created")).toEqual(["owner", "admin", "project_manager", "support"]);
  });

  it("a failed payment reaches owner, admin and the accountant, not support", async () => {
    await notify(t.database.db, timing(), {
      key: `payment.failed:${crypto.randomUUID()}`,
      kind: "payment_failed",
      to: "admins",
      data: { clientId: client.user.id, client: "Noa Client", feature: "Premium" },
    });
    expect(await rolesNotified("payment_failed")).toEqual(["owner", "admin", "accountant"]);
  });

  it("a new purchase reaches owner, admin and the accountant", async () => {
    await notify(t.database.db, timing(), {
      key: `purchase.created:${crypto.randomUUID()}`,
      kind: "purchase_created",
      to: "admins",
      data: { clientId: client.user.id, client: "Noa Client", feature: "Online booking", purchaseId: crypto.randomUUID() },
    });
    expect(await rolesNotified("purchase_created")).toEqual(["owner", "admin", "accountant"]);
  });

  it("a revision request reaches the designer only when its project is assigned to them", async () => {
    const request = (revisionId: string) =>
      notify(t.database.db, timing(), {
        key: `revision.requested:${revisionId}`,
        kind: "revision_requested",
        to: "admins",
        data: { revisionId, number: "0001", client: "Noa Client" },
      });
    await request(mine.id);
    expect(await rolesNotified("revision_requested")).toEqual(["owner", "admin", "project_manager", "designer"]);
    await t.database.db.delete(notificationOutbox);
    await request(theirs.id);
    expect(await rolesNotified("revision_requested")).toEqual(["owner", "admin", "project_manager"]);
  });

  it("a client's reply on a ticket reaches support and not the designer; staff preferences still apply", async () => {
    const off = await t.request("/api/notifications/preferences", {
      method: "PUT",
      cookie: staff.admin.cookie,
      body: JSON.stringify({ preferences: [{ category: "support", mode: "off" }], smsUrgent: false }),
    });
    expect(off.status).toBe(200);
    await notify(t.database.db, timing(), {
      key: `support.reply:${crypto.randomUUID()}`,
      kind: "ticket_reply_client",
      to: "admins",
      data: { ticketId: crypto.randomUUID(), number: "0007", subject: "Logo colours", client: "Noa Client" },
    });
    expect(await rolesNotified("ticket_reply_client")).toEqual(["owner", "project_manager", "support"]);
  });

  it("the SMS budget alert reaches owner and admin only", async () => {
    await notify(t.database.db, timing(), {
      key: `sms.budget:${crypto.randomUUID()}`,
      kind: "sms_budget",
      to: "admins",
      data: { budget: "100", until: "2026-11-26 18:00 UTC" },
    });
    expect(await rolesNotified("sms_budget")).toEqual(["owner", "admin"]);
  });
});
