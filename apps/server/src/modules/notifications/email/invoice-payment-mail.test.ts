import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../../db/schema/index.ts";
import { createProject } from "../../../db/seed/projects-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { createAutomaticInvoice } from "../../invoices/index.ts";
import { renderMail } from "./render.tsx";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the new-invoice e-mail", () => {
  it("carries the payment link of an unpaid invoice, and none for one already paid", async () => {
    const client = await t.signInAs();
    const deps = { db: t.deps.db, storage: t.deps.providers.storage, timing: t.deps.config.notifications.timing };
    const base = {
      clientId: client.user.id,
      clientEmail: client.user.email,
      amountCents: 90_000,
      description: "Milestone approved: Design",
      billingType: "one_time" as const,
      featureOrPackageName: "Design",
      purchaseId: null,
    };
    const project = await createProject(t.deps.db, client.user.id);
    const admin = await t.signInAs({ role: "admin" });
    const template = await t.request(`/api/admin/projects/${project?.id}/milestones/template`, {
      method: "POST",
      cookie: admin.cookie,
    });
    const design = (await readJson<{ milestones: { id: string }[] }>(template)).milestones[1];
    if (!design) throw new Error("no design milestone");
    const milestone = { id: design.id, dueDate: "2026-12-10" };
    const unpaidInvoice = await createAutomaticInvoice(deps, { ...base, providerSessionId: null, milestone });
    const paidInvoice = await createAutomaticInvoice(deps, { ...base, providerSessionId: "cs_paid_email_test" });
    const outbox = await t.deps.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipientId, client.user.id), eq(notificationOutbox.kind, "invoice_created")));
    const dataOf = (id: string) => outbox.find((n) => n.data.invoiceId === id)?.data;
    const options = {
      brand: { name: "Studio", colour: "#0f766e", senderName: "Studio", logoUrl: null },
      name: "Dana",
      portalUrl: "https://portal.example",
      unsubscribeUrl: "https://portal.example/u?token=t",
    };
    const unpaidMail = renderMail([{ kind: "invoice_created", data: dataOf(unpaidInvoice.id) as never }], {
      ...options,
      language: "en",
    });
    expect(unpaidMail.text).toContain(`https://portal.example/dashboard/invoices?pay=${unpaidInvoice.id}`);
    expect(unpaidMail.text).toContain("ready to pay");
    const hebrew = renderMail([{ kind: "invoice_created", data: dataOf(unpaidInvoice.id) as never }], {
      ...options,
      language: "he",
    });
    expect(hebrew.text).toContain("ממתינה לתשלום");
    const paidMail = renderMail([{ kind: "invoice_created", data: dataOf(paidInvoice.id) as never }], {
      ...options,
      language: "en",
    });
    expect(paidMail.text).not.toContain("pay=");
  });
});
