import type { InvoiceListResponse } from "@portal/shared/invoice-contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientInvoiceViews, files, invoices } from "../../db/schema/index.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { FAKE_PNG, fileOf, PDF_MINIMAL, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInAs({ role: "admin" })).cookie;
});
afterAll(() => t.close());

function form(fields: Record<string, string>, file?: File): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set("file", file);
  return body;
}

type Saved = { id: string; invoiceNumber: string };
const savedOf = async (res: Response) => (await res.json()) as Saved;
const errorCodeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function list(path: string, cookie: string): Promise<InvoiceListResponse> {
  const res = await t.request(path, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as InvoiceListResponse;
}

async function addInvoice(clientId: string, extra: Record<string, string> = {}, file?: File) {
  return t.request("/api/admin/invoices", {
    method: "POST",
    cookie: admin,
    body: form({ clientId, amount: "120.50", description: "Landing page", ...extra }, file),
  });
}

describe("access", () => {
  it("refuses anonymous callers on every route", async () => {
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ["GET", "/api/invoices"],
      ["GET", `/api/invoices/${id}`],
      ["GET", "/api/admin/invoices"],
      ["GET", "/api/admin/invoices/clients"],
      ["POST", "/api/admin/invoices"],
      ["POST", "/api/admin/invoices/test"],
      ["PATCH", `/api/admin/invoices/${id}`],
      ["DELETE", `/api/admin/invoices/${id}`],
    ]) {
      expect((await t.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("keeps clients out of the admin routes", async () => {
    const { cookie, user } = await t.signInAs({ role: "client" });
    expect((await t.request("/api/admin/invoices", { cookie })).status).toBe(403);
    expect((await t.request("/api/admin/invoices", { method: "POST", cookie, body: form({ clientId: user.id }) })).status).toBe(
      403,
    );
    expect((await t.request("/api/admin/invoices/clients", { cookie })).status).toBe(403);
  });

  it("shows a client only their own invoices and files", async () => {
    const a = await t.signInAs({ role: "client" });
    const b = await t.signInAs({ role: "client" });
    const created = await addInvoice(a.user.id, {}, fileOf(PDF_MINIMAL, "bill.pdf", "application/pdf"));
    expect(created.status).toBe(201);
    const { id, invoiceNumber } = await savedOf(created);
    await insertInvoice(t.deps.db, { clientId: b.user.id, clientEmail: b.user.email });

    const own = await list("/api/invoices", a.cookie);
    expect(own.invoices.map((i) => i.id)).toEqual([id]);
    expect(own).toMatchObject({ total: 1, overall: 1 });
    const file = own.invoices[0].file;
    expect(file?.fileName).toBe(`${invoiceNumber}.pdf`);

    const download = await t.request(`${file?.url}?download=1`, { cookie: a.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(`attachment; filename="${invoiceNumber}.pdf"`);

    expect((await t.request(file?.url ?? "", { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(`/api/invoices/${id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(`/api/invoices/${id}`, { cookie: a.cookie })).status).toBe(200);
    expect((await list("/api/invoices", b.cookie)).invoices.every((i) => i.clientId === b.user.id)).toBe(true);
    expect((await t.request(file?.url ?? "", { cookie: admin })).status).toBe(200);
  });

  it("records a view for every invoice the client loads", async () => {
    const { cookie, user } = await t.signInAs({ role: "client" });
    const made = await Promise.all([1, 2, 3].map(() => insertInvoice(t.deps.db, { clientId: user.id, clientEmail: user.email })));
    await list("/api/invoices?pageSize=2", cookie);
    const viewed = await t.deps.db.select().from(clientInvoiceViews).where(eq(clientInvoiceViews.clientId, user.id));
    expect(viewed).toHaveLength(2);
    await list("/api/invoices?pageSize=2&page=2", cookie);
    await list("/api/invoices", cookie);
    const all = await t.deps.db.select().from(clientInvoiceViews).where(eq(clientInvoiceViews.clientId, user.id));
    expect(all.map((v) => v.invoiceId).sort()).toEqual(made.map((m) => m.id).sort());
  });
});

describe("the list", () => {
  it("searches number, description and feature name case-insensitively, bounds dates inclusively, and pages", async () => {
    const { cookie, user } = await t.signInAs({ role: "client" });
    const base = { clientId: user.id, clientEmail: user.email };
    const jan1 = await insertInvoice(t.deps.db, {
      ...base,
      invoiceDate: "2024-01-01",
      description: "Logo Design",
    });
    const jan15 = await insertInvoice(t.deps.db, {
      ...base,
      invoiceDate: "2024-01-15",
      description: "Monthly plan",
      featureOrPackageName: "Premium HOSTING",
      purchaseType: "automatic",
    });
    const jan31 = await insertInvoice(t.deps.db, {
      ...base,
      invoiceDate: "2024-01-31",
      description: "50% deposit",
    });
    const feb1 = await insertInvoice(t.deps.db, {
      ...base,
      invoiceDate: "2024-02-01",
      description: "Hosting setup",
    });

    const all = await list("/api/invoices", cookie);
    expect(all.invoices.map((i) => i.id)).toEqual([feb1.id, jan31.id, jan15.id, jan1.id]);

    const hosting = await list("/api/invoices?search=hOsTiNg", cookie);
    expect(hosting.invoices.map((i) => i.id)).toEqual([feb1.id, jan15.id]);
    expect(hosting).toMatchObject({ total: 2, overall: 4 });
    expect((await list(`/api/invoices?search=${jan31.invoiceNumber.toLowerCase()}`, cookie)).invoices.map((i) => i.id)).toEqual([
      jan31.id,
    ]);
    expect((await list("/api/invoices?search=50%25", cookie)).invoices.map((i) => i.id)).toEqual([jan31.id]);
    expect((await list("/api/invoices?search=%25", cookie)).total).toBe(1);

    const january = await list("/api/invoices?from=2024-01-01&to=2024-01-31", cookie);
    expect(january.invoices.map((i) => i.id)).toEqual([jan31.id, jan15.id, jan1.id]);
    expect((await list("/api/invoices?from=2024-01-31", cookie)).total).toBe(2);
    expect((await list("/api/invoices?to=2024-01-01", cookie)).total).toBe(1);
    expect((await list("/api/invoices?from=2024-01-15&to=2024-01-15&search=premium", cookie)).invoices[0].id).toBe(jan15.id);

    const page2 = await list("/api/invoices?page=2&pageSize=3", cookie);
    expect(page2).toMatchObject({ total: 4, overall: 4, page: 2, pageSize: 3 });
    expect(page2.invoices.map((i) => i.id)).toEqual([jan1.id]);
    expect((await t.request("/api/invoices?from=2024-02-01&to=2024-01-01", { cookie })).status).toBe(400);
    expect((await t.request("/api/invoices?from=01/02/2024", { cookie })).status).toBe(400);
    expect((await t.request("/api/invoices?pageSize=1000", { cookie })).status).toBe(400);
  });

  it("gives admins every client's invoices with the client, optionally for one client", async () => {
    const a = await t.signInAs({ role: "client", email: "zed@example.test", fullName: "Zed Client" });
    await insertInvoice(t.deps.db, {
      clientId: a.user.id,
      clientEmail: a.user.email,
      description: "Admin-visible",
    });
    const everyone = await list("/api/admin/invoices?search=admin-visible", admin);
    expect(everyone.invoices[0]).toMatchObject({ clientEmail: "zed@example.test", clientName: "Zed Client" });
    expect(everyone.overall).toBeGreaterThan(everyone.total);
    const one = await list(`/api/admin/invoices?clientId=${a.user.id}`, admin);
    expect(one).toMatchObject({ total: 1, overall: 1 });
  });
});

describe("create, edit, delete", () => {
  it("validates the fields", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const { user: otherAdmin } = await t.signInAs({ role: "admin" });
    const cases: Record<string, string>[] = [
      { clientId: user.id, amount: "", description: "x" },
      { clientId: user.id, amount: "12.345", description: "x" },
      { clientId: user.id, amount: "-5", description: "x" },
      { clientId: user.id, amount: "10", description: "   " },
      { clientId: user.id, amount: "10", description: "x", status: "void" },
      { clientId: user.id, amount: "10", description: "x", dueDate: "31/12/2025" },
      { clientId: "not-a-uuid", amount: "10", description: "x" },
    ];
    for (const fields of cases) {
      const res = await t.request("/api/admin/invoices", {
        method: "POST",
        cookie: admin,
        body: form(fields),
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    const toAdmin = await addInvoice(otherAdmin.id);
    expect(toAdmin.status).toBe(404);
    expect(await errorCodeOf(toAdmin)).toBe("client_not_found");
  });

  it("checks the file by its content, and names images by their type", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const fake = await addInvoice(user.id, {}, FAKE_PNG);
    expect(fake.status).toBe(400);
    expect(await errorCodeOf(fake)).toBe("invalid_file_type");
    const pdfNamedPng = await addInvoice(user.id, {}, fileOf(new TextEncoder().encode("hello"), "x.pdf", "application/pdf"));
    expect(pdfNamedPng.status).toBe(400);
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.clientId, user.id))).toHaveLength(0);

    const png = await addInvoice(user.id, { dueDate: "2030-01-31", status: "overdue" }, fileOf(PNG_1x1, "scan.pdf"));
    expect(png.status).toBe(201);
    const { id, invoiceNumber } = await savedOf(png);
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({
      amountCents: 12050,
      dueDate: "2030-01-31",
      status: "overdue",
      purchaseType: "manual",
    });
    const [file] = await t.deps.db
      .select()
      .from(files)
      .where(eq(files.id, row.fileId ?? ""));
    expect(file).toMatchObject({
      fileName: `${invoiceNumber}.png`,
      contentType: "image/png",
      ownerId: user.id,
    });
  });

  it("edits amount, description, due date and status", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const { id } = await savedOf(await addInvoice(user.id, { dueDate: "2030-01-01" }));
    const patch = (body: unknown) =>
      t.request(`/api/admin/invoices/${id}`, { method: "PATCH", cookie: admin, body: JSON.stringify(body) });
    expect((await patch({ amount: "99.99", description: "Changed", dueDate: null, status: "paid" })).status).toBe(200);
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ amountCents: 9999, description: "Changed", dueDate: null, status: "paid" });
    expect((await patch({ amount: "", description: "Changed", status: "paid" })).status).toBe(400);
    expect((await patch({ amount: "1", description: "", status: "paid" })).status).toBe(400);
    const missing = await t.request(`/api/admin/invoices/${crypto.randomUUID()}`, {
      method: "PATCH",
      cookie: admin,
      body: JSON.stringify({ amount: "1", description: "x" }),
    });
    expect(missing.status).toBe(404);
  });

  it("deletes the invoice and its file", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const { id } = await savedOf(await addInvoice(user.id, {}, fileOf(PDF_MINIMAL, "a.pdf")));
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, id));
    const res = await t.request(`/api/admin/invoices/${id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.id, id))).toHaveLength(0);
    expect(
      await t.deps.db
        .select()
        .from(files)
        .where(eq(files.id, row.fileId ?? "")),
    ).toHaveLength(0);
    expect((await t.request(`/api/admin/invoices/${id}`, { method: "DELETE", cookie: admin })).status).toBe(404);
  });

  it("numbers invoices uniquely under 20 concurrent creates", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const results = await Promise.all(Array.from({ length: 20 }, () => addInvoice(user.id)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = await Promise.all(results.map(async (r) => (await savedOf(r)).invoiceNumber));
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it("creates a paid TEST- invoice from the test card, with its PDF", async () => {
    const { user, cookie } = await t.signInAs({ role: "client" });
    const res = await t.request("/api/admin/invoices/test", {
      method: "POST",
      cookie: admin,
      body: JSON.stringify({ clientId: user.id, amount: "29.99", description: "Test invoice" }),
    });
    expect(res.status).toBe(201);
    const { invoiceNumber } = await savedOf(res);
    expect(invoiceNumber).toMatch(/^TEST-INV-/);
    const [row] = await t.deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, user.id), eq(invoices.invoiceNumber, invoiceNumber)));
    expect(row).toMatchObject({
      amountCents: 2999,
      status: "paid",
      billingType: "one_time",
      purchaseType: "automatic",
    });
    const mine = await list("/api/invoices", cookie);
    expect(mine.invoices[0].file?.fileName).toBe(`${invoiceNumber}.pdf`);
  });
});
