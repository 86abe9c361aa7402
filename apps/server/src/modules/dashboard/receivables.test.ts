import type { ReceivablesResponse } from "@portal/shared/dashboard-contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (cookie?: string) => t.request("/api/admin/dashboard/receivables", cookie ? { cookie } : {});

describe("GET /api/admin/dashboard/receivables (decision 105)", () => {
  it("sums unpaid invoices per client, overdue from the due date whatever the stored status", async () => {
    const owner = await t.signInAs({ role: "admin", agencyRole: "owner" });
    const late = await t.signInAs({ fullName: "Late Payer" });
    const prompt = await t.signInAs({ fullName: "Prompt Payer" });
    const invoice = (clientId: string, email: string, amountCents: number, dueDate: string | null, status = "pending") =>
      insertInvoice(t.deps.db, { clientId, clientEmail: email, amountCents, dueDate, status: status as "pending" });
    await invoice(late.user.id, late.user.email, 40_000, "2020-01-10");
    await invoice(late.user.id, late.user.email, 5_000, "2020-02-10", "overdue");
    await invoice(late.user.id, late.user.email, 10_000, "2999-01-01");
    await invoice(late.user.id, late.user.email, 99_000, "2020-01-10", "paid");
    await invoice(prompt.user.id, prompt.user.email, 20_000, null);
    const res = await read(owner.cookie);
    expect(res.status).toBe(200);
    const body = await readJson<ReceivablesResponse>(res);
    expect(body).toMatchObject({ outstandingCents: 75_000, overdueCents: 45_000, clientCount: 2 });
    expect(body.clients).toEqual([
      {
        clientId: late.user.id,
        clientName: "Late Payer",
        clientEmail: late.user.email,
        outstandingCents: 55_000,
        overdueCents: 45_000,
      },
      {
        clientId: prompt.user.id,
        clientName: "Prompt Payer",
        clientEmail: prompt.user.email,
        outstandingCents: 20_000,
        overdueCents: 0,
      },
    ]);
  });

  it("is for the roles that read invoices only", async () => {
    expect((await read()).status).toBe(401);
    const client = await t.signInAs();
    expect((await read(client.cookie)).status).toBe(403);
    for (const agencyRole of ["admin", "project_manager", "accountant"] as const) {
      const staff = await t.signInAs({ role: "admin", agencyRole });
      expect((await read(staff.cookie)).status).toBe(200);
    }
    for (const agencyRole of ["designer", "support"] as const) {
      const staff = await t.signInAs({ role: "admin", agencyRole });
      expect((await read(staff.cookie)).status).toBe(403);
    }
  });

  it("reads the unpaid invoices off their partial index", async () => {
    await t.deps.db.execute(sql`SET enable_seqscan = off`);
    const plan = await t.deps.db.execute<{ "QUERY PLAN": string }>(
      sql`EXPLAIN SELECT client_id, sum(amount_cents) FROM invoices WHERE status <> 'paid' AND client_id IS NOT NULL GROUP BY client_id`,
    );
    await t.deps.db.execute(sql`SET enable_seqscan = on`);
    expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("invoices_unpaid_client_idx");
  });
});
