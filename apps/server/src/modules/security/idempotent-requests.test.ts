import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  invoices,
  projects,
  purchasedFeatures,
  revisions,
  sandboxCheckouts,
  supportTicketReplies,
  supportTickets,
} from "../../db/schema/index.ts";
import { createActiveSubscription, createProject } from "../../db/seed/projects-factories.ts";
import { createFeatureRow } from "../../db/seed/store-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "../store/store-settings-service.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;
beforeAll(async () => {
  t = await createTestApp();
  await setStoreOpen(t.database.db, true);
  admin = await t.signInAs({ role: "admin" });
});
afterAll(() => t.close());

interface Sent {
  method: string;
  cookie: string;
  /** Called once per request: a multipart body cannot be sent twice. */
  body?: () => string | FormData;
}

/** Sends the same request twice at the same moment with one key; answers both responses, read. */
async function sendTwice(path: string, sent: Sent, key = randomUUID()) {
  const once = () =>
    t.request(path, {
      method: sent.method,
      cookie: sent.cookie,
      headers: { "Idempotency-Key": key },
      body: sent.body?.(),
    });
  const responses = await Promise.all([once(), once()]);
  return Promise.all(
    responses.map(async (r) => ({
      status: r.status,
      body: await r.text(),
      replayed: r.headers.get("idempotent-replayed") === "true",
    })),
  );
}

/** Both got the same answer, and exactly one of them was the replay of the other. */
function expectOneAnswer(answers: { status: number; body: string; replayed: boolean }[], status: number) {
  expect(answers[0].status).toBe(status);
  expect(answers[1].status).toBe(status);
  expect(answers[1].body).toBe(answers[0].body);
  expect(answers.filter((a) => a.replayed)).toHaveLength(1);
}

const multipart =
  (fields: Record<string, string>, files: Record<string, File[]> = {}) =>
  () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    for (const [name, list] of Object.entries(files)) for (const file of list) body.append(name, file);
    return body;
  };

describe("the same Idempotency-Key sent twice at once", () => {
  it("submits one revision and uses one of the three", async () => {
    const client = await t.signInAs();
    await createActiveSubscription(t.database.db, client.user, 30);
    const project = await createProject(t.database.db, client.user.id, { demoUrl: "https://demo.example.com" });
    const answers = await sendTwice("/api/revisions", {
      method: "POST",
      cookie: client.cookie,
      body: multipart(
        { description: "Make the logo bigger", annotations: "[]" },
        { images: [fileOf(PNG_1x1, "a.png", "image/png")] },
      ),
    });
    expectOneAnswer(answers, 201);
    expect(await t.database.db.select().from(revisions).where(eq(revisions.projectId, project.id))).toHaveLength(1);
    const [after] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(after.revisionCount).toBe(1);
  });

  it("opens one ticket", async () => {
    const client = await t.signInAs();
    const answers = await sendTwice("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      body: multipart({ subject: "Login", message: "I cannot sign in" }),
    });
    expectOneAnswer(answers, 201);
    expect(await t.database.db.select().from(supportTickets).where(eq(supportTickets.clientId, client.user.id))).toHaveLength(1);
  });

  it("posts one client reply and one admin reply", async () => {
    const client = await t.signInAs();
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const clientAnswers = await sendTwice(`/api/support/tickets/${ticket.id}/replies`, {
      method: "POST",
      cookie: client.cookie,
      body: multipart({ message: "Any news?" }),
    });
    expectOneAnswer(clientAnswers, 201);
    const adminAnswers = await sendTwice(`/api/admin/support-tickets/${ticket.id}/replies`, {
      method: "POST",
      cookie: admin.cookie,
      body: multipart({ message: "Looking into it" }),
    });
    expectOneAnswer(adminAnswers, 201);
    const replies = await t.database.db.select().from(supportTicketReplies).where(eq(supportTicketReplies.ticketId, ticket.id));
    expect(replies.map((r) => r.message).sort()).toEqual(["Any news?", "Looking into it"]);
  });

  it("changes a ticket's status once, answering both alike", async () => {
    const client = await t.signInAs();
    const ticket = await createTicketRow(t.database.db, { clientId: client.user.id });
    const answers = await sendTwice(`/api/admin/support-tickets/${ticket.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: () => JSON.stringify({ status: "resolved" }),
    });
    expectOneAnswer(answers, 200);
    expect(JSON.parse(answers[0].body)).toMatchObject({ status: "resolved" });
  });

  it("creates one project (without a key the second would be refused)", async () => {
    const client = await t.signInAs();
    const answers = await sendTwice("/api/admin/projects", {
      method: "POST",
      cookie: admin.cookie,
      body: () => JSON.stringify({ clientId: client.user.id }),
    });
    expectOneAnswer(answers, 201);
    expect(await t.database.db.select().from(projects).where(eq(projects.clientId, client.user.id))).toHaveLength(1);
  });

  it("updates a project once", async () => {
    const client = await t.signInAs();
    const project = await createProject(t.database.db, client.user.id);
    const answers = await sendTwice(`/api/admin/projects/${project.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: () => JSON.stringify({ status: "in_progress" }),
    });
    expectOneAnswer(answers, 200);
  });

  it("adds one invoice", async () => {
    const client = await t.signInAs();
    const answers = await sendTwice("/api/admin/invoices", {
      method: "POST",
      cookie: admin.cookie,
      body: multipart({ clientId: client.user.id, amount: "120.00", description: "Hosting", status: "pending" }),
    });
    expectOneAnswer(answers, 201);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.clientId, client.user.id))).toHaveLength(1);
  });

  it("starts one feature checkout and one premium checkout", async () => {
    const client = await t.signInAs();
    const feature = await createFeatureRow(t.database.db);
    const featureAnswers = await sendTwice(`/api/billing/features/${feature.id}/checkout`, {
      method: "POST",
      cookie: client.cookie,
    });
    expectOneAnswer(featureAnswers, 200);
    expect(
      await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, client.user.id)),
    ).toHaveLength(1);
    const premiumAnswers = await sendTwice("/api/billing/premium/checkout", { method: "POST", cookie: client.cookie });
    expectOneAnswer(premiumAnswers, 200);
    const checkouts = await t.database.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.customerEmail, client.user.email));
    expect(checkouts).toHaveLength(2);
  });

  it("cancels a monthly purchase once, answering both with the success", async () => {
    const client = await t.signInAs();
    const feature = await createFeatureRow(t.database.db, { billingType: "monthly" });
    const checkout = await t.request(`/api/billing/features/${feature.id}/checkout`, { method: "POST", cookie: client.cookie });
    const { url } = (await checkout.json()) as { url: string };
    const pay = await t.request(`${new URL(url).pathname}/pay`, { method: "POST", cookie: client.cookie });
    expect(pay.status).toBe(303);
    const [purchase] = await t.database.db.select().from(purchasedFeatures).where(eq(purchasedFeatures.clientId, client.user.id));
    const answers = await sendTwice(`/api/billing/purchases/${purchase.id}/cancel`, { method: "POST", cookie: client.cookie });
    expectOneAnswer(answers, 200);
    expect(JSON.parse(answers[0].body)).toEqual({
      message: "Your subscription will be cancelled at the end of the current billing cycle.",
    });
  });
});

describe("Idempotency-Key rules", () => {
  it("replays a later repeat with the first answer, marked as replayed", async () => {
    const client = await t.signInAs();
    const key = randomUUID();
    const send = () =>
      t.request("/api/support/tickets", {
        method: "POST",
        cookie: client.cookie,
        headers: { "Idempotency-Key": key },
        body: multipart({ subject: "Invoice", message: "Where is it?" })(),
      });
    const first = await send();
    const second = await send();
    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await t.database.db.select().from(supportTickets).where(eq(supportTickets.clientId, client.user.id))).toHaveLength(1);
  });

  it("keeps different people's keys apart", async () => {
    const key = randomUUID();
    const people = [await t.signInAs(), await t.signInAs()];
    const answers = await Promise.all(
      people.map((p) =>
        t.request("/api/support/tickets", {
          method: "POST",
          cookie: p.cookie,
          headers: { "Idempotency-Key": key },
          body: multipart({ subject: "Hello", message: "Same words" })(),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    for (const person of people) {
      expect(await t.database.db.select().from(supportTickets).where(eq(supportTickets.clientId, person.user.id))).toHaveLength(
        1,
      );
    }
  });

  it("refuses a key reused for a different body or path with 422", async () => {
    const [one, two] = [await t.signInAs(), await t.signInAs()];
    const key = randomUUID();
    const create = (clientId: string, path = "/api/admin/projects") =>
      t.request(path, {
        method: "POST",
        cookie: admin.cookie,
        headers: { "Idempotency-Key": key },
        body: JSON.stringify({ clientId }),
      });
    expect((await create(one.user.id)).status).toBe(201);
    const reused = await create(two.user.id);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: { code: "idempotency_key_reused" } });
    const otherPath = await create(one.user.id, "/api/admin/invoices/test");
    expect(otherPath.status).toBe(422);
    expect(await t.database.db.select().from(projects).where(eq(projects.clientId, two.user.id))).toHaveLength(0);
  });

  it("refuses a malformed key with 400", async () => {
    const client = await t.signInAs();
    const response = await t.request("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      headers: { "Idempotency-Key": "x".repeat(256) },
      body: multipart({ subject: "Hello", message: "Hi" })(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_idempotency_key" } });
  });

  it("runs requests without a key as before", async () => {
    const client = await t.signInAs();
    const send = () =>
      t.request("/api/support/tickets", {
        method: "POST",
        cookie: client.cookie,
        body: multipart({ subject: "Twice", message: "On purpose" })(),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect(await t.database.db.select().from(supportTickets).where(eq(supportTickets.clientId, client.user.id))).toHaveLength(2);
  });

  it("still checks the session before anything else", async () => {
    const response = await t.request("/api/admin/projects", {
      method: "POST",
      headers: { "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ clientId: randomUUID() }),
    });
    expect(response.status).toBe(401);
  });
});
