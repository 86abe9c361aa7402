import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { form, insertRevision } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { type OutboxWorker, outboxWorkerFor } from "./outbox-worker.ts";

let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let client: Person;
let other: Person;
let admin: Person;
let worker: OutboxWorker;

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ fullName: "Noa Client" });
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
  worker = outboxWorkerFor(t.deps);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(notificationOutbox);
  t.email.sent.length = 0;
});

const setLanguage = (person: Person, language: "en" | "he") =>
  t.request("/api/me/language", { method: "PUT", cookie: person.cookie, body: JSON.stringify({ language }) });

describe("events and their recipients", () => {
  it("a new unpaid invoice e-mails its client (only them) with the link that pays it", async () => {
    const res = await t.request("/api/admin/invoices", {
      method: "POST",
      cookie: admin.cookie,
      body: form({ clientId: client.user.id, amount: "120.50", description: "Landing page" }),
    });
    expect(res.status).toBe(201);
    const invoice = (await res.json()) as { id: string; invoiceNumber: string };
    await worker.runOnce();
    expect(t.email.sent.map((m) => m.to)).toEqual([client.user.email]);
    const [mail] = t.email.sent;
    expect(mail.subject).toBe(`New invoice ${invoice.invoiceNumber}`);
    expect(mail.text).toContain("$120.50");
    expect(mail.text).toContain(`http://localhost:3000/dashboard/invoices?pay=${invoice.id}`);
  });

  it("a revision status change e-mails the client in Hebrew when they use Hebrew", async () => {
    await setLanguage(client, "he");
    const revision = await insertRevision(t, client.user.id);
    const res = await t.request(`/api/admin/revisions/${revision.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: JSON.stringify({ status: "done" }),
    });
    expect(res.status).toBe(200);
    await worker.runOnce();
    expect(t.email.sent.map((m) => m.to)).toEqual([client.user.email]);
    expect(t.email.sent[0].subject).toBe("בקשת תיקון #0001: הושלם");
    expect(t.email.sent[0].html).toContain('lang="he" dir="rtl"');
    await setLanguage(client, "en");
  });

  it("project ready e-mails the client, and texts them only when they opted in", async () => {
    const mine = await t.request("/api/projects/mine", { method: "POST", cookie: client.cookie });
    const { project } = (await mine.json()) as { project: { id: string } };
    const patch = (status: string) =>
      t.request(`/api/admin/projects/${project.id}`, { method: "PATCH", cookie: admin.cookie, body: JSON.stringify({ status }) });
    expect((await patch("ready")).status).toBe(200);
    await worker.runOnce();
    expect(t.email.sent.map((m) => [m.to, m.subject])).toEqual([[client.user.email, "Your project is ready"]]);
    expect(t.sms.sent.filter((m) => m.to === client.user.phone && m.body.includes("project"))).toHaveLength(0);

    await t.request("/api/notifications/preferences", {
      method: "PUT",
      cookie: client.cookie,
      body: JSON.stringify({ preferences: [], smsUrgent: true }),
    });
    await patch("in_progress");
    await patch("ready");
    await worker.runOnce();
    const texts = t.sms.sent.filter((m) => m.to === client.user.phone && m.body.includes("project"));
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toBe("Client Portal: your project is ready. http://localhost:3000/dashboard");
  });

  it("a client's reply e-mails the admins, not other clients", async () => {
    const opened = await t.request("/api/support/tickets", {
      method: "POST",
      cookie: client.cookie,
      body: form({ subject: "Menu", message: "The menu is hidden" }),
    });
    const ticket = (await opened.json()) as { id: string };
    await worker.runOnce();
    t.email.sent.length = 0;
    await t.database.db.delete(notificationOutbox);
    await t.request(`/api/support/tickets/${ticket.id}/replies`, {
      method: "POST",
      cookie: client.cookie,
      body: form({ message: "Any news?" }),
    });
    await worker.runOnce();
    const recipients = t.email.sent.map((m) => m.to);
    expect(recipients).toContain(admin.user.email);
    expect(recipients).not.toContain(client.user.email);
    expect(recipients).not.toContain(other.user.email);
    expect(t.email.sent.find((m) => m.to === admin.user.email)?.subject).toMatch(/^Client reply on ticket #\d{4}$/);
  });

  it("an agency reply under a revision comment e-mails its client, in their language, with a link to the comment", async () => {
    const replyUnder = async (language: "en" | "he") => {
      const person = await t.signInAs();
      await setLanguage(person, language);
      const project = await createProject(t.database.db, person.user.id);
      const note = {
        x: 1,
        y: 1,
        mode: "desktop" as const,
        timestamp: new Date().toISOString(),
        viewportWidth: null,
        documentHeight: null,
      };
      const revision = await createRevision(t.database.db, project, {
        annotations: [
          { ...note, id: "logo", comment: "Bigger logo" },
          { ...note, id: "menu", comment: "Move the menu" },
        ],
      });
      const res = await t.request(`/api/admin/revisions/${revision.id}/comments/menu/replies`, {
        method: "POST",
        cookie: admin.cookie,
        body: JSON.stringify({ message: "Which side?" }),
      });
      expect(res.status).toBe(201);
      await worker.runOnce();
      return { mail: t.email.sent.find((m) => m.to === person.user.email), revision };
    };
    const english = await replyUnder("en");
    expect(english.mail?.subject).toBe("New reply on comment 2 of revision request #0001");
    expect(english.mail?.text).toContain(`/dashboard/revisions?revision=${english.revision.id}&comment=menu`);
    const hebrew = await replyUnder("he");
    expect(hebrew.mail?.subject).toBe("תגובה חדשה להערה 2 בבקשת התיקון #0001");
    expect(hebrew.mail?.html).toContain('lang="he" dir="rtl"');
  });
});
