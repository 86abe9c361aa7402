import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { MilestoneApproval, MilestonesResponse } from "@portal/shared/milestone-contracts";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { inspectPdf, visualLines } from "../../test/pdf-text.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: { cookie: string };
let demoServer: ReturnType<typeof serve>;
let demoOrigin: string;
/** A small demo site: two pages, anything else 404. */
const site = new Hono()
  .get("/", (c) => c.html("<!doctype html><h1>Harbour Bakery</h1>"))
  .get("/menu", (c) => c.html("<!doctype html><h1>Menu</h1><p>Sourdough</p>"));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  demoServer = serve({ fetch: site.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => demoServer.once("listening", () => resolve()));
  demoOrigin = `http://127.0.0.1:${(demoServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => demoServer.close(resolve));
  await t.close();
});

const body = (value: unknown) => JSON.stringify(value);
const code = async (res: Response) => (await readJson<{ error: { code: string } }>(res)).error.code;
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** A client whose project's Design milestone waits for their approval of two demo pages. */
async function awaitingDesign() {
  const client = await t.signInAs({ fullName: "Dana Levi" });
  const project = await createProject(t.database.db, client.user.id, { demoUrl: `${demoOrigin}/` });
  if (!project) throw new Error("no project");
  const template = await t.request(`/api/admin/projects/${project.id}/milestones/template`, {
    method: "POST",
    cookie: admin.cookie,
  });
  const design = (await readJson<MilestonesResponse>(template)).milestones[1];
  if (!design) throw new Error("no design milestone");
  const asked = await t.request(`/api/admin/milestones/${design.id}/approval-request`, {
    method: "POST",
    cookie: admin.cookie,
    body: body({ pages: ["/", "/menu"], versionLabel: "Design v2" }),
  });
  expect(asked.status).toBe(200);
  return { client, project, design };
}

const approve = (id: string, cookie: string | undefined, payload: unknown = { fullName: "Dana Levi", confirm: true }) =>
  t.request(`/api/milestones/${id}/approve`, {
    method: "POST",
    ...(cookie ? { cookie } : {}),
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" },
    body: body(payload),
  });

describe("client milestone routes", () => {
  it("answer only clients, and only about their own project", async () => {
    const { design } = await awaitingDesign();
    const other = await t.signInAs();
    expect((await t.request("/api/projects/mine/milestones")).status).toBe(401);
    expect((await t.request("/api/projects/mine/milestones", { cookie: admin.cookie })).status).toBe(403);
    const others = await readJson<MilestonesResponse>(t.request("/api/projects/mine/milestones", { cookie: other.cookie }));
    expect(others.milestones).toEqual([]);

    expect((await approve(design.id, undefined)).status).toBe(401);
    expect((await approve(design.id, admin.cookie)).status).toBe(403);
    const stranger = await approve(design.id, other.cookie);
    expect(stranger.status).toBe(404);
    expect(await code(stranger)).toBe("milestone_not_found");

    const changes = (cookie?: string) =>
      t.request(`/api/milestones/${design.id}/changes`, {
        method: "POST",
        ...(cookie ? { cookie } : {}),
        body: body({ revisionId: crypto.randomUUID() }),
      });
    expect((await changes()).status).toBe(401);
    expect((await changes(admin.cookie)).status).toBe(403);
    expect((await changes(other.cookie)).status).toBe(404);
  });

  it("records the approval with who, when, where, the pages and their hashes as served, and makes the certificate", async () => {
    const { client, project, design } = await awaitingDesign();
    const res = await approve(design.id, client.cookie);
    expect(res.status).toBe(201);
    const record = await readJson<MilestoneApproval>(res);
    const home = new Uint8Array(await (await site.request("/")).arrayBuffer());
    const menu = new Uint8Array(await (await site.request("/menu")).arrayBuffer());
    expect(record).toMatchObject({
      signerId: client.user.id,
      signerName: "Dana Levi",
      address: "127.0.0.1",
      browser: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
      demoUrl: `${demoOrigin}/`,
      versionLabel: "Design v2",
      pages: [
        { url: `${demoOrigin}/`, sha256: sha256(home), bytes: home.byteLength, status: 200 },
        { url: `${demoOrigin}/menu`, sha256: sha256(menu), bytes: menu.byteLength, status: 200 },
      ],
    });
    const summary = `${demoOrigin}/\n${sha256(home)}\n${demoOrigin}/menu\n${sha256(menu)}\n`;
    expect(record.contentSha256).toBe(sha256(summary));

    // Both sides see it, and the milestone is approved.
    const mine = await readJson<MilestonesResponse>(t.request("/api/projects/mine/milestones", { cookie: client.cookie }));
    const theirs = await readJson<MilestonesResponse>(
      t.request(`/api/admin/projects/${project.id}/milestones`, { cookie: admin.cookie }),
    );
    for (const list of [mine, theirs]) {
      expect(list.milestones[1]?.state).toBe("approved");
      expect(list.milestones[1]?.approval).toEqual(record);
    }

    // The certificate: downloadable by the client and the admins, in both languages.
    const url = record.certificateUrl ?? "";
    expect(url).toMatch(/^\/api\/files\//);
    const other = await t.signInAs();
    expect((await t.request(url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(url, { cookie: admin.cookie })).status).toBe(200);
    const pdf = await t.request(url, { cookie: client.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const lines = visualLines((await inspectPdf(new Uint8Array(await pdf.arrayBuffer()))).drawn);
    const texts = lines.map((l) => l.text);
    expect(texts).toEqual(
      expect.arrayContaining(["Sign-off certificate", "Milestone: Design", "Approved by: Dana Levi", "Version: Design v2"]),
    );
    const hebrewSigner = lines.find((l) => l.text.includes("ידיב רשוא") && l.text.includes("Dana Levi"));
    expect(hebrewSigner?.x).toBeGreaterThan(200);
    expect(texts).toContain("בוציע :ךרד ןבא");

    // The admins are told.
    const [outbox] = await t.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from notification_outbox where kind = 'milestone_approved'`)
      .then((r) => ("rows" in r ? r.rows : r) as Array<{ n: number }>);
    expect(outbox?.n).toBeGreaterThan(0);
  });

  it("refuses approving twice, or a milestone not awaiting approval, and keeps one record when two approvals race", async () => {
    const { client, design } = await awaitingDesign();
    const raced = await Promise.all([approve(design.id, client.cookie), approve(design.id, client.cookie)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    const again = await approve(design.id, client.cookie);
    expect(again.status).toBe(409);
    expect(await code(again)).toBe("milestone_not_awaiting_approval");
    const mine = await readJson<MilestonesResponse>(t.request("/api/projects/mine/milestones", { cookie: client.cookie }));
    const deposit = mine.milestones[0];
    const notAsked = await approve(deposit?.id ?? "", client.cookie);
    expect(notAsked.status).toBe(409);
    expect(await code(notAsked)).toBe("milestone_not_awaiting_approval");
    const files = await t.database.db.execute(
      sql`select id from files where purpose = 'signoff_certificate' and owner_id = ${client.user.id}`,
    );
    expect(("rows" in files ? files.rows : files).length).toBe(1);
  });

  it("refuses a sign-off without the full name or the confirmation", async () => {
    const { client, design } = await awaitingDesign();
    expect((await approve(design.id, client.cookie, { fullName: "", confirm: true })).status).toBe(400);
    expect((await approve(design.id, client.cookie, { fullName: "Dana Levi", confirm: false })).status).toBe(400);
  });

  it("keeps the record append-only, and an approved milestone can be neither edited nor removed", async () => {
    const { client, design } = await awaitingDesign();
    expect((await approve(design.id, client.cookie)).status).toBe(201);
    await expect(t.database.db.execute(sql`UPDATE milestone_approvals SET signer_name = 'someone else'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM milestone_approvals`)).rejects.toThrow();
    const edit = await t.request(`/api/admin/milestones/${design.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: body({ title: { en: "Changed", he: "" } }),
    });
    expect(edit.status).toBe(409);
    expect(await code(edit)).toBe("milestone_approved");
    expect((await t.request(`/api/admin/milestones/${design.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(409);
  });

  it("records a page that does not answer without a hash", async () => {
    const { client, design } = await awaitingDesign();
    await t.request(`/api/admin/milestones/${design.id}/approval-request`, {
      method: "POST",
      cookie: admin.cookie,
      body: body({ pages: ["/missing"] }),
    });
    const record = await readJson<MilestoneApproval>(approve(design.id, client.cookie));
    expect(record.pages).toEqual([{ url: `${demoOrigin}/missing`, sha256: null, bytes: null, status: 404 }]);
  });

  it("ties a request for changes to the revision request the client just sent", async () => {
    const { client, project, design } = await awaitingDesign();
    const revision = await createRevision(t.database.db, project);
    const foreign = await t.request(`/api/milestones/${design.id}/changes`, {
      method: "POST",
      cookie: client.cookie,
      body: body({ revisionId: crypto.randomUUID() }),
    });
    expect(foreign.status).toBe(404);
    const res = await t.request(`/api/milestones/${design.id}/changes`, {
      method: "POST",
      cookie: client.cookie,
      body: body({ revisionId: revision?.id }),
    });
    expect(res.status).toBe(200);
    const changed = (await readJson<MilestonesResponse>(res)).milestones[1];
    expect(changed).toMatchObject({ state: "changes_requested", changesRevisionId: revision?.id });
    expect((await approve(design.id, client.cookie)).status).toBe(409);
  });
  it("issues the invoice of a milestone with an amount once, when it is approved, through the automatic invoice path", async () => {
    const { client, design } = await awaitingDesign();
    const priced = await t.request(`/api/admin/milestones/${design.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: body({ amountCents: 150000 }),
    });
    expect(priced.status).toBe(200);
    // Asking again keeps it awaiting approval with the same pages.
    expect((await readJson<MilestonesResponse>(priced)).milestones[1]?.state).toBe("awaiting_approval");
    const raced = await Promise.all([approve(design.id, client.cookie), approve(design.id, client.cookie)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.database.db.execute(
      sql`select status, amount_cents, purchase_type, file_id, due_date from invoices where milestone_id = ${design.id}`,
    );
    const invoices = ("rows" in rows ? rows.rows : rows) as Array<Record<string, unknown>>;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: "pending", amount_cents: 150000, purchase_type: "automatic" });
    expect(invoices[0]?.file_id).not.toBeNull();
    expect(invoices[0]?.due_date).not.toBeNull();
    const list = await readJson<{ invoices: Array<{ amountCents: number; description: string }> }>(
      t.request("/api/invoices", { cookie: client.cookie }),
    );
    expect(list.invoices).toEqual(
      expect.arrayContaining([expect.objectContaining({ amountCents: 150000, description: "Milestone approved: Design" })]),
    );

    // A milestone without an amount issues none.
    const other = await awaitingDesign();
    expect((await approve(other.design.id, other.client.cookie)).status).toBe(201);
    const none = await t.database.db.execute(sql`select id from invoices where milestone_id = ${other.design.id}`);
    expect(("rows" in none ? none.rows : none).length).toBe(0);
  });

  it("leaves a milestone invoiced on its due date to the schedule: approving it early issues nothing", async () => {
    const { client, design } = await awaitingDesign();
    const dueAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const timed = await t.request(`/api/admin/milestones/${design.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: body({ amountCents: 90000, invoiceOn: "due_date", dueAt }),
    });
    expect(timed.status).toBe(200);
    expect((await approve(design.id, client.cookie)).status).toBe(201);
    const none = await t.database.db.execute(sql`select id from invoices where milestone_id = ${design.id}`);
    expect(("rows" in none ? none.rows : none).length).toBe(0);
  });
});
