import { PDFDocument } from "@cantoo/pdf-lib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, invoices, milestones } from "../../db/schema/index.ts";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAutomaticInvoice } from "./automatic-invoice.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input = (clientId: string, sessionId: string | null) => ({
  clientId,
  clientEmail: "buyer@example.test",
  amountCents: 2999,
  description: "Contact form",
  billingType: "one_time" as const,
  featureOrPackageName: "Contact form",
  providerSessionId: sessionId,
  purchaseId: null,
});

describe("createAutomaticInvoice", () => {
  it("records a paid automatic invoice with a generated PDF the client can download", async () => {
    const { cookie, user } = await t.signInAs({ role: "client" });
    const deps = { db: t.deps.db, storage: t.deps.providers.storage, timing: t.deps.config.notifications.timing };
    const made = await createAutomaticInvoice(deps, input(user.id, "cs_test_1"));
    expect(made.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, made.id));
    expect(row).toMatchObject({
      status: "paid",
      purchaseType: "automatic",
      billingType: "one_time",
      amountCents: 2999,
    });
    expect(row.fileId).not.toBeNull();
    const [file] = await t.deps.db
      .select()
      .from(files)
      .where(eq(files.id, row.fileId ?? ""));
    expect(file).toMatchObject({
      ownerId: user.id,
      purpose: "invoice_file",
      fileName: `${made.invoiceNumber}.pdf`,
    });

    const res = await t.request(`/api/files/${file.id}?download=1`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("renders the PDF of a Hebrew purchase with the embedded Unicode font", async () => {
    const { cookie, user } = await t.signInAs({ role: "client" });
    const deps = { db: t.deps.db, storage: t.deps.providers.storage, timing: t.deps.config.notifications.timing };
    const made = await createAutomaticInvoice(deps, {
      ...input(user.id, "cs_test_he"),
      clientEmail: "noa@example.co.il",
      description: "טופס יצירת קשר עם הגנה מספאם, 2026",
      featureOrPackageName: "טופס יצירת קשר",
    });
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, made.id));
    const res = await t.request(`/api/files/${row.fileId}?download=1`, { cookie });
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(await res.arrayBuffer());
    expect(doc.getTitle()).toBe(`Invoice ${made.invoiceNumber}`);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object.toString())
      .filter((text) => text.includes("/Type /FontDescriptor"));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((text) => text.includes("/FontFile2") && text.includes("/Heebo-"))).toBe(true);
  });

  it("is idempotent on the provider session, also under concurrent calls", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const deps = { db: t.deps.db, storage: t.deps.providers.storage, timing: t.deps.config.notifications.timing };
    const results = await Promise.all(Array.from({ length: 5 }, () => createAutomaticInvoice(deps, input(user.id, "cs_test_2"))));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await t.deps.db.select().from(invoices).where(eq(invoices.providerSessionId, "cs_test_2"));
    expect(rows).toHaveLength(1);
    const owned = await t.deps.db.select().from(files).where(eq(files.ownerId, user.id));
    expect(owned).toHaveLength(1);
  });

  it("makes a new invoice for every call without a session id", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const deps = { db: t.deps.db, storage: t.deps.providers.storage, timing: t.deps.config.notifications.timing };
    const a = await createAutomaticInvoice(deps, input(user.id, null));
    const b = await createAutomaticInvoice(deps, input(user.id, null));
    expect(a.id).not.toBe(b.id);
    expect(a.invoiceNumber).not.toBe(b.invoiceNumber);
  });
  it("issues one unpaid invoice per milestone, however many instances run it at once", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const project = await createProject(t.deps.db, user.id);
    const [milestone] = await t.deps.db
      .insert(milestones)
      .values({ projectId: project?.id ?? "", position: 0, titleEn: "Design", state: "approved", amountCents: 150000 })
      .returning();
    const deps = { db: t.deps.db, storage: t.deps.providers.storage, timing: t.deps.config.notifications.timing };
    const once = { ...input(user.id, null), amountCents: 150000, milestone: { id: milestone?.id ?? "", dueDate: "2026-12-10" } };
    const made = await Promise.all([createAutomaticInvoice(deps, once), createAutomaticInvoice(deps, once)]);
    expect(new Set(made.map((m) => m.id)).size).toBe(1);
    const rows = await t.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.milestoneId, milestone?.id ?? ""));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", dueDate: "2026-12-10", amountCents: 150000, providerSessionId: null });
    expect(rows[0]?.fileId).not.toBeNull();
  });
});
