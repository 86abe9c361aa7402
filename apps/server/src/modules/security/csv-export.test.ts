import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createPurchaseRow } from "../../db/seed/store-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { CSV_CHUNK_ROWS } from "../../lib/csv-stream.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { INVOICE_CSV_HEADER } from "../invoices/index.ts";

/** CSV exports of the admin lists: admins only, UTF-8 with BOM, safe cells, every filtered row once, in order. */
let t: TestApp;
type Person = Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Person;
let client: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  client = await t.signInAs({ fullName: "=cmd|' /C calc'!A0", email: "export-client@example.test" });
});
afterAll(() => t.close());

/** RFC 4180 rows of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

async function download(path: string, cookie = admin.cookie) {
  const response = await t.request(path, { cookie });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // UTF-8 byte order mark first, so spreadsheets read Hebrew right.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder().decode(bytes.slice(3)));
}

describe("CSV exports", () => {
  const paths = [
    "/api/admin/invoices/export",
    "/api/admin/users/export",
    "/api/admin/support-tickets/export",
    "/api/admin/client-features/export",
  ];

  it("are for admins only: anonymous 401, a client 403", async () => {
    for (const path of paths) {
      expect((await t.request(path)).status, path).toBe(401);
      expect((await t.request(path, { cookie: client.cookie })).status, path).toBe(403);
    }
  });

  it("invoices: the filtered set in the list's order, amounts as decimals, dates as yyyy-MM-dd, Hebrew intact, formulas defused", async () => {
    await insertInvoice(t.database.db, {
      clientId: client.user.id,
      clientEmail: client.user.email,
      amountCents: 123_456,
      description: "עיצוב אתר, שלב א׳",
      invoiceDate: "2026-02-03",
      dueDate: "2026-03-03",
      status: "paid",
    });
    await insertInvoice(t.database.db, {
      clientId: client.user.id,
      clientEmail: client.user.email,
      amountCents: 500,
      description: "+SUM(1,2)",
      invoiceDate: "2026-01-01",
    });
    await insertInvoice(t.database.db, { clientId: null, clientEmail: "someone-else@example.test", description: "Not theirs" });

    const [header, ...rows] = await download(`/api/admin/invoices/export?search=export-client&sort=amount&dir=desc`);
    expect(header).toEqual(INVOICE_CSV_HEADER);
    const byColumn = rows.map((row) => Object.fromEntries(INVOICE_CSV_HEADER.map((name, i) => [name, row[i]])));
    expect(byColumn).toHaveLength(2);
    expect(byColumn[0]).toMatchObject({
      "Client name": "'=cmd|' /C calc'!A0",
      "Client e-mail": "export-client@example.test",
      Description: "עיצוב אתר, שלב א׳",
      Amount: "1234.56",
      "Invoice date": "2026-02-03",
      "Due date": "2026-03-03",
      Status: "paid",
    });
    expect(byColumn[1]).toMatchObject({ Description: "'+SUM(1,2)", Amount: "5", "Invoice date": "2026-01-01", "Due date": "" });
    expect(byColumn[1]["Created at (UTC)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("streams past one chunk with every row once, in order (keyset, not offset)", async () => {
    const many = await createProfile(t.database.db, { email: "chunky@example.test" });
    const count = CSV_CHUNK_ROWS * 2 + 37;
    // Few distinct amounts, so the keyset must fall back on the id to go on past equal values.
    await t.database.db.execute(sql`
      INSERT INTO invoices (client_id, client_email, invoice_number, amount_cents, description, invoice_date)
      SELECT ${many.id}, ${many.email}, generate_invoice_number(), (g % 3) * 100, 'Bulk ' || g, DATE '2026-01-01' + (g % 5)
      FROM generate_series(1, ${count}) AS g`);
    for (const [sort, dir] of [
      ["amount", "asc"],
      ["date", "desc"],
      ["dueDate", "asc"],
    ]) {
      const rows = (await download(`/api/admin/invoices/export?clientId=${many.id}&sort=${sort}&dir=${dir}`)).slice(1);
      expect(rows, `${sort} ${dir}`).toHaveLength(count);
      expect(new Set(rows.map((r) => r[0])).size).toBe(count);
      if (sort === "amount") {
        const amounts = rows.map((r) => Number(r[4]));
        expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      }
    }
  });

  it("users, tickets and client features: their filtered rows", async () => {
    const users = await download("/api/admin/users/export?search=export-client");
    expect(users[0]).toEqual(["Full name", "E-mail", "Phone", "Business", "Role", "Language", "Added at (UTC)"]);
    expect(users.slice(1).map((r) => r[1])).toEqual(["export-client@example.test"]);
    expect(users[1][2]).toBe(`'${client.user.phone}`);

    await createTicketRow(t.database.db, { clientId: client.user.id, subject: "-rm -rf", status: "resolved" });
    await createTicketRow(t.database.db, { clientId: client.user.id, subject: "Still open", status: "new" });
    const tickets = await download("/api/admin/support-tickets/export?status=resolved");
    expect(tickets.slice(1).map((r) => [r[2], r[3], r[5]])).toEqual([["export-client@example.test", "'-rm -rf", "resolved"]]);

    await createPurchaseRow(t.database.db, { client: client.user, featureName: "Booking", priceCents: 4_900 });
    const features = await download("/api/admin/client-features/export?email=export-client");
    expect(features.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([["export-client@example.test", "Booking", "49"]]);
  });
});
