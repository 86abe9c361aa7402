import type { AgencyRole } from "@portal/shared/agency-roles";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/index.ts";
import type { PortalEvent } from "../../providers/events/event-bus.ts";
import { insertRevision } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Decision 110: an event addressed to the admins reaches a staff member only when their role reads
 * what it changed, and a designer only for the revisions of projects assigned to them.
 */
let t: TestApp;
let owner: { cookie: string; user: { id: string } };
let mine: { revisionId: string; projectId: string };
let theirs: { revisionId: string; projectId: string };

async function projectWithRevision() {
  const client = await t.signInAs({ role: "client" });
  const revision = await insertRevision(t, client.user.id);
  return { clientId: client.user.id, revisionId: revision.id, projectId: revision.projectId };
}

const opened: Response[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.body?.cancel().catch(() => undefined)));
});

/** Opens a stream and waits for `ready`; answers a reader of the `change` types that follow. */
async function openStream(cookie: string, app = t) {
  const response = await app.request("/api/events", { cookie });
  expect(response.status).toBe(200);
  opened.push(response);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream");
  let text = "";
  const decoder = new TextDecoder();
  const until = async (predicate: (s: string) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!predicate(text)) {
      if (Date.now() > deadline) throw new Error(`Stream did not match: ${text}`);
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    return text;
  };
  await until((s) => s.includes("event: ready"));
  return until;
}

const typesIn = (text: string) => [...text.matchAll(/data: \{"type":"([^"]+)"\}/g)].map((m) => m[1]);

/** One event of each area to the admins, then one to the person alone, which marks the end. */
function publishAll(to: string) {
  const events: PortalEvent[] = [
    { type: "projects.changed", audience: "admins", data: { clientId: crypto.randomUUID() } },
    { type: "invoices.changed", audience: "admins", data: {} },
    { type: "milestones.changed", audience: "admins", data: { projectId: mine.projectId } },
    { type: "billing.updated", audience: "admins", data: { event: "invoice.paid" } },
    { type: "purchase.updated", audience: "admins", data: { purchaseId: crypto.randomUUID() } },
    { type: "revisions.created", audience: "admins", data: { revisionId: theirs.revisionId } },
    { type: "revisions.viewed", audience: "admins", data: { revisionId: mine.revisionId } },
    { type: "support.ticket.created", audience: "admins", data: { ticketId: crypto.randomUUID() } },
    { type: "support.ticket.note", audience: "admins", data: { ticketId: crypto.randomUUID() } },
    { type: "session.invalidated", audience: "nobody", data: { sessionId: "none" } },
    { type: "agency.settings.changed", audience: "everyone" },
  ];
  setTimeout(async () => {
    for (const event of events) await t.deps.providers.events.publish(event);
    await t.deps.providers.events.publish({ type: "support.ticket.reply", audience: to, data: { ticketId: "end" } });
  }, 50);
}

const heardBy: Record<AgencyRole, string[]> = {
  owner: [
    "projects.changed",
    "invoices.changed",
    "milestones.changed",
    "billing.updated",
    "purchase.updated",
    "revisions.created",
    "revisions.viewed",
    "support.ticket.created",
    "support.ticket.note",
  ],
  admin: [
    "projects.changed",
    "invoices.changed",
    "milestones.changed",
    "billing.updated",
    "purchase.updated",
    "revisions.created",
    "revisions.viewed",
    "support.ticket.created",
    "support.ticket.note",
  ],
  project_manager: [
    "projects.changed",
    "invoices.changed",
    "milestones.changed",
    "billing.updated",
    "revisions.created",
    "revisions.viewed",
    "support.ticket.created",
    "support.ticket.note",
  ],
  // Only the revision of the project assigned to them.
  designer: ["revisions.viewed"],
  support: ["support.ticket.created", "support.ticket.note"],
  // Their dashboard's charts count revision requests, open tickets and project statuses.
  accountant: [
    "projects.changed",
    "invoices.changed",
    "billing.updated",
    "purchase.updated",
    "revisions.created",
    "support.ticket.created",
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs({ role: "admin", agencyRole: "owner" });
  mine = await projectWithRevision();
  theirs = await projectWithRevision();
});
afterAll(() => t.close());

describe("live events reach each role by what it reads", () => {
  it.each(Object.entries(heardBy))("role %s hears only its part (and everyone's)", async (role, expected) => {
    const person = role === "owner" ? owner : await t.signInAs({ role: "admin", agencyRole: role as AgencyRole });
    if (role === "designer") {
      const assigned = await t.request(`/api/admin/projects/${mine.projectId}`, {
        method: "PATCH",
        cookie: owner.cookie,
        body: JSON.stringify({ assigneeId: person.user.id }),
      });
      expect(assigned.status).toBe(200);
    }
    const until = await openStream(person.cookie);
    publishAll(person.user.id);
    const text = await until((s) => s.includes("support.ticket.reply"));
    expect(typesIn(text)).toEqual([...expected, "agency.settings.changed", "support.ticket.reply"]);
  });

  it("a client hears none of the admins' events", async () => {
    const client = await t.signInAs({ role: "client" });
    const until = await openStream(client.cookie);
    publishAll(client.user.id);
    const text = await until((s) => s.includes("support.ticket.reply"));
    expect(typesIn(text)).toEqual(["agency.settings.changed", "support.ticket.reply"]);
  });
});

describe("a stream hears by the role it was opened with", () => {
  let quick: TestApp;
  beforeAll(async () => {
    quick = await createTestApp({ eventStreams: { sessionCheckMs: 100 } });
  });
  afterAll(() => quick.close());

  it("ends when its periodic check finds the person's agency role changed", async () => {
    const person = await quick.signInAs({ role: "admin", agencyRole: "support" });
    const until = await openStream(person.cookie, quick);
    await quick.database.db.update(profiles).set({ agencyRole: "accountant" }).where(eq(profiles.id, person.user.id));
    expect(await until((s) => s.includes("session.invalidated"))).toContain(`data: {"type":"session.invalidated"}`);
  });
});
