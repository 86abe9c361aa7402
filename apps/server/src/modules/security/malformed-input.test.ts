import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../../db/seed/projects-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { fileOf, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

/** Malformed requests get a 400 with a code saying what was wrong, never a 500. */
type ErrorBody = { error: { code: string; message: string; details?: unknown } };

let t: TestApp;
let admin: { cookie: string };
let client: Awaited<ReturnType<TestApp["signInAs"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs({ role: "admin" });
  client = await t.signInAs();
  await createProject(t.deps.db, client.user.id);
});
afterAll(() => t.close());

async function errorOf(response: Response | Promise<Response>): Promise<{ status: number; body: ErrorBody }> {
  const res = await response;
  return { status: res.status, body: await readJson<ErrorBody>(res) };
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("a JSON body that does not parse", () => {
  for (const body of ["\u0000", "{", '{"storeOpen": }', "[1,"]) {
    it(`answers 400 invalid_json for ${JSON.stringify(body)}`, async () => {
      const res = await errorOf(t.request("/api/admin/store/settings", { method: "PUT", cookie: admin.cookie, body }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_json");
    });
  }

  it("answers 400 invalid_json on the sign-in library's routes too", async () => {
    const res = await errorOf(t.request("/api/auth/phone-number/send-otp", { method: "POST", body: "{" }));
    expect(res).toMatchObject({ status: 400, body: { error: { code: "invalid_json" } } });
  });

  it("keeps the framework's own refusals: a JSON route sent plain text is 415", async () => {
    const res = await errorOf(
      t.request("/api/admin/store/settings", {
        method: "PUT",
        cookie: admin.cookie,
        headers: { "content-type": "text/plain" },
        body: '{"storeOpen":true}',
      }),
    );
    expect(res).toMatchObject({ status: 415, body: { error: { code: "unsupported_media_type" } } });
  });

  it("answers 400 invalid_request with the fields for a body that parses but does not fit", async () => {
    const res = await errorOf(
      t.request("/api/admin/store/settings", { method: "PUT", cookie: admin.cookie, body: JSON.stringify({ storeOpen: "yes" }) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(JSON.stringify(res.body.error.details)).toContain("storeOpen");
  });
});

describe("text PostgreSQL cannot store", () => {
  it("refuses a NUL in a query parameter", async () => {
    for (const [path, cookie] of [
      ["/api/invoices?search=%00", client.cookie],
      ["/api/admin/users?search=a%00b", admin.cookie],
      ["/api/admin/invoices?search=%00", admin.cookie],
    ] as const) {
      const res = await errorOf(t.request(path, { cookie }));
      expect(res, path).toMatchObject({
        status: 400,
        body: { error: { code: "invalid_text", details: { field: "query.search" } } },
      });
    }
  });

  it("refuses a NUL in a path segment", async () => {
    const res = await errorOf(t.request("/api/sandbox/checkout/%00", { cookie: client.cookie }));
    expect(res).toMatchObject({ status: 400, body: { error: { code: "invalid_text", details: { field: "path" } } } });
  });

  it("refuses a NUL or a lone surrogate in JSON text: names, invoice and feature text", async () => {
    const cases: Array<[string, string, unknown, string]> = [
      [
        "POST",
        "/api/admin/users",
        { email: "nul@example.test", country: "US", phone: "5550100188", fullName: "Ada\u0000Lovelace" },
        "body.fullName",
      ],
      [
        "POST",
        "/api/admin/invoices/test",
        { clientId: client.user.id, amount: "10", description: "Web\u0000site" },
        "body.description",
      ],
      [
        "POST",
        "/api/admin/store/features",
        { title: "SEO\ud800", description: "Better ranking", priceCents: 100, billingType: "one_time" },
        "body.title",
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await errorOf(t.request(path, { method, cookie: admin.cookie, body: JSON.stringify(body) }));
      expect(res, path).toMatchObject({ status: 400, body: { error: { code: "invalid_text", details: { field } } } });
    }
  });

  it("refuses a NUL in a ticket's subject and saves nothing", async () => {
    const res = await errorOf(
      t.request("/api/support/tickets", {
        method: "POST",
        cookie: client.cookie,
        body: form({ subject: "Help\u0000", message: "Please", attachments: fileOf(PNG_1x1, "a.png", "image/png") }),
      }),
    );
    expect(res).toMatchObject({ status: 400, body: { error: { code: "invalid_text", details: { field: "body.subject" } } } });
    const list = await readJson<{ tickets: unknown[] }>(t.request("/api/support/tickets", { cookie: client.cookie }));
    expect(list.tickets).toEqual([]);
  });

  it("refuses a NUL in a reply and in an attachment's file name", async () => {
    const ticket = await createTicketRow(t.deps.db, { clientId: client.user.id });
    const path = `/api/support/tickets/${ticket.id}/replies`;
    const reply = await errorOf(t.request(path, { method: "POST", cookie: client.cookie, body: form({ message: "a\u0000" }) }));
    expect(reply).toMatchObject({ status: 400, body: { error: { code: "invalid_text" } } });
    const named = await errorOf(
      t.request(path, {
        method: "POST",
        cookie: client.cookie,
        body: form({ message: "See attached", attachments: fileOf(PNG_1x1, "shot\u0000.png", "image/png") }),
      }),
    );
    // A NUL in a part header makes the header malformed: the streaming reader refuses the body.
    expect(named).toMatchObject({ status: 400, body: { error: { code: "invalid_request" } } });
  });

  it("refuses a NUL in an invoice's multipart text", async () => {
    const res = await errorOf(
      t.request("/api/admin/invoices", {
        method: "POST",
        cookie: admin.cookie,
        body: form({ clientId: client.user.id, amount: "10", description: "Design\u0000", status: "pending" }),
      }),
    );
    expect(res).toMatchObject({ status: 400, body: { error: { code: "invalid_text" } } });
  });

  it("still takes ordinary text in every script, emoji included", async () => {
    const res = await t.request("/api/admin/store/features", {
      method: "POST",
      cookie: admin.cookie,
      body: JSON.stringify({
        title: "קידום אתרים 🚀",
        description: "Ünïcode ✓",
        priceCents: 100,
        billingType: "one_time",
        estimatedDeliveryDays: null,
        imageFileId: null,
      }),
    });
    expect(res.status).toBe(201);
  });
});

describe("a JSON body nested too deep", () => {
  const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
  it("answers 400 invalid_request on a signed-in route and on a signed-out one", async () => {
    for (const [path, method, cookie] of [
      ["/api/admin/store/settings", "PUT", admin.cookie],
      ["/api/auth/phone-number/send-otp", "POST", undefined],
      ["/api/support/tickets", "POST", undefined],
      ["/api/support/tickets", "POST", client.cookie],
    ] as const) {
      const res = await errorOf(t.request(path, { method, cookie, body: deep }));
      expect(res, path).toMatchObject({ status: 400, body: { error: { code: "invalid_request" } } });
    }
  });
});
