import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema/index.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { JSON_BODY_MAX_BYTES, WEBHOOK_BODY_MAX_BYTES } from "../../lib/body-limits.ts";
import { streamingUpload } from "../../test/multipart-stream.ts";
import { FAKE_PNG, fileOf, PDF_MINIMAL, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signInAs"]>>;
let other: Awaited<ReturnType<TestApp["signInAs"]>>;
let admin: Awaited<ReturnType<TestApp["signInAs"]>>;
let ticketId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs();
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
  ticketId = (await createTicketRow(t.database.db, { clientId: owner.user.id })).id;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
type ErrorBody = { error: { code: string } };
const codeOf = async (res: Response) => (await readJson<ErrorBody>(res)).error.code;
const fileCount = async () => (await t.database.db.select().from(files)).length;

interface UploadRoute {
  path: string;
  cookie: string;
  field: string;
  fields: Record<string, string>;
  maxMb: number;
}

/** The six upload routes: where, who may use them, the file field and the text fields they need. */
const routes = (): UploadRoute[] => [
  { path: "/api/revisions", cookie: owner.cookie, field: "images", fields: { description: "x" }, maxMb: 5 },
  { path: "/api/support/tickets", cookie: owner.cookie, field: "attachments", fields: { subject: "s", message: "m" }, maxMb: 10 },
  {
    path: `/api/support/tickets/${ticketId}/replies`,
    cookie: owner.cookie,
    field: "attachments",
    fields: { message: "m" },
    maxMb: 10,
  },
  {
    path: `/api/admin/support-tickets/${ticketId}/replies`,
    cookie: admin.cookie,
    field: "attachments",
    fields: { message: "m" },
    maxMb: 10,
  },
  {
    path: "/api/admin/invoices",
    cookie: admin.cookie,
    field: "file",
    fields: { clientId: owner.user.id, amount: "10", description: "d", status: "pending" },
    maxMb: 10,
  },
  { path: "/api/admin/store/images", cookie: admin.cookie, field: "image", fields: {}, maxMb: 10 },
];

function send(
  path: string,
  cookie: string | undefined,
  body: FormData | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const init = { method: "POST", body, cookie, headers, duplex: "half" } as RequestInit & { cookie?: string };
  return t.request(path, init);
}

function formOf(field: string, fields: Record<string, string>, uploads: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of uploads) form.append(field, f);
  return form;
}

describe("upload size limits", () => {
  it("answers 413 on every upload route while the body streams, reading little past the file limit", async () => {
    const before = await fileCount();
    for (const route of routes()) {
      const upload = streamingUpload(route.field, 100 * MB, PNG_1x1, route.fields);
      const res = await send(route.path, route.cookie, upload.body, { "content-type": upload.contentType });
      expect(res.status, route.path).toBe(413);
      expect(await codeOf(res), route.path).toBe("file_too_large");
      // Refused as soon as the file passed its limit: the other ~90 MB were never read.
      expect(upload.pulled(), route.path).toBeLessThan((route.maxMb + 2) * MB);
    }
    expect(await fileCount()).toBe(before);
  });

  it("answers 413 at once from a declared Content-Length beyond the route's limit", async () => {
    for (const route of routes()) {
      const upload = streamingUpload(route.field, 100 * MB, PNG_1x1, route.fields);
      const res = await send(route.path, route.cookie, upload.body, {
        "content-type": upload.contentType,
        "content-length": String(100 * MB),
      });
      expect(res.status, route.path).toBe(413);
      expect(upload.pulled(), route.path).toBeLessThan(1 * MB);
    }
  });

  it("accepts a file of exactly the limit (10 MB) and refuses one byte more", async () => {
    const exact = new Uint8Array(10 * MB);
    exact.set(PNG_1x1);
    const over = new Uint8Array(10 * MB + 1);
    over.set(PNG_1x1);
    const atLimit = await send("/api/admin/store/images", admin.cookie, formOf("image", {}, [fileOf(exact, "a.png")]));
    expect(atLimit.status).toBe(201);
    // Stored re-encoded: the 1x1 image without the zeros after it.
    const { id } = await readJson<{ id: string }>(atLimit);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
    expect(row.sizeBytes).toBeLessThan(1024);
    const tooBig = await send("/api/admin/store/images", admin.cookie, formOf("image", {}, [fileOf(over, "a.png")]));
    expect(tooBig.status).toBe(413);
  });

  it("checks the role before reading: anonymous 401, a client on admin uploads 403, another client's ticket unreachable", async () => {
    for (const route of routes()) {
      const upload = streamingUpload(route.field, 20 * MB, PNG_1x1, route.fields);
      const res = await send(route.path, undefined, upload.body, { "content-type": upload.contentType });
      expect(res.status, route.path).toBe(401);
    }
    for (const path of ["/api/admin/invoices", "/api/admin/store/images", `/api/admin/support-tickets/${ticketId}/replies`]) {
      const upload = streamingUpload("file", 20 * MB, PNG_1x1);
      expect((await send(path, owner.cookie, upload.body, { "content-type": upload.contentType })).status, path).toBe(403);
    }
    const small = await send(
      `/api/support/tickets/${ticketId}/replies`,
      other.cookie,
      formOf("attachments", { message: "m" }, []),
    );
    expect(small.status).toBe(404);
    const big = streamingUpload("attachments", 20 * MB, PNG_1x1, { message: "m" });
    const res = await send(`/api/support/tickets/${ticketId}/replies`, other.cookie, big.body, {
      "content-type": big.contentType,
    });
    expect([404, 413]).toContain(res.status);
  });
});

describe("upload counts and types", () => {
  const png = (name = "a.png") => fileOf(PNG_1x1, name, "image/png");

  it("refuses more files than a route takes, with its code", async () => {
    const cases: [string, string, string, Record<string, string>, number, string][] = [
      ["/api/support/tickets", owner.cookie, "attachments", { subject: "s", message: "m" }, 6, "too_many_files"],
      ["/api/revisions", owner.cookie, "images", { description: "x" }, 6, "too_many_images"],
      ["/api/admin/store/images", admin.cookie, "image", {}, 2, "too_many_files"],
      [
        "/api/admin/invoices",
        admin.cookie,
        "file",
        { clientId: owner.user.id, amount: "10", description: "d", status: "pending" },
        2,
        "too_many_files",
      ],
    ];
    for (const [path, cookie, field, fields, count, code] of cases) {
      const uploads = Array.from({ length: count }, (_, i) => png(`${i}.png`));
      const res = await send(path, cookie, formOf(field, fields, uploads));
      expect(res.status, path).toBe(400);
      expect(await codeOf(res), path).toBe(code);
    }
  });

  it("refuses a file whose content is not an accepted kind, whatever its name and declared type", async () => {
    const ticket = await send(
      "/api/support/tickets",
      owner.cookie,
      formOf("attachments", { subject: "s", message: "m" }, [FAKE_PNG]),
    );
    expect(await codeOf(ticket)).toBe("invalid_file_type");
    const pdfAsImage = await send("/api/admin/store/images", admin.cookie, formOf("image", {}, [fileOf(PDF_MINIMAL, "x.png")]));
    expect(await codeOf(pdfAsImage)).toBe("invalid_file_type");
  });

  it("refuses a named file with no bytes on every upload route, storing and creating nothing", async () => {
    const before = await fileCount();
    for (const route of routes()) {
      const empty = new File([], "empty.png", { type: "image/png" });
      const res = await send(route.path, route.cookie, formOf(route.field, route.fields, [empty]));
      expect(res.status, route.path).toBe(400);
      expect(await codeOf(res), route.path).toBe("invalid_file_type");
    }
    expect(await fileCount()).toBe(before);
  });

  it("refuses a body that is not multipart", async () => {
    const res = await t.request("/api/admin/store/images", { method: "POST", cookie: admin.cookie, body: "{}" });
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe("invalid_request");
  });
});

describe("stored images and downloads", () => {
  async function uploadToTicket(file: File) {
    const res = await send("/api/support/tickets", owner.cookie, formOf("attachments", { subject: "s", message: "m" }, [file]));
    expect(res.status).toBe(201);
    const { id } = await readJson<{ id: string }>(res);
    const detail = await readJson<{ attachments: { id: string; url: string; fileName: string }[] }>(
      t.request(`/api/support/tickets/${id}`, { cookie: owner.cookie }),
    );
    return detail.attachments[0];
  }
  const download = (url: string) => t.request(`${url}?download=1`, { cookie: owner.cookie });

  it("strips EXIF metadata such as a phone's GPS position", async () => {
    const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#c33" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "32/1 4/1 0/1" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const attachment = await uploadToTicket(fileOf(new Uint8Array(photo), "holiday.jpg", "image/jpeg"));
    const res = await download(attachment.url);
    const stored = Buffer.from(await res.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes("PhoneMaker")).toBe(false);
  });

  it("drops bytes appended after an image (a PNG+HTML polyglot)", async () => {
    const html = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
    const polyglot = new Uint8Array([...PNG_1x1, ...html]);
    const attachment = await uploadToTicket(fileOf(polyglot, "poly.png", "image/png"));
    const stored = Buffer.from(await (await download(attachment.url)).arrayBuffer());
    expect(stored.includes("<script")).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe("png");
  });

  it("names a download by its real type: an x.html upload never downloads as .html", async () => {
    const attachment = await uploadToTicket(fileOf(PNG_1x1, "../x.html", "text/html"));
    expect(attachment.fileName).toBe("x.png");
    const res = await download(attachment.url);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toBe(`attachment; filename="x.png"; filename*=UTF-8''x.png`);
    expect(disposition).not.toContain(".html");
  });

  it("keeps a stored row's old unsafe name out of the download header", async () => {
    const attachment = await uploadToTicket(fileOf(PNG_1x1, "fine.png", "image/png"));
    await t.database.db.update(files).set({ fileName: "evil.html" }).where(eq(files.id, attachment.id));
    const disposition = (await download(attachment.url)).headers.get("content-disposition") ?? "";
    expect(disposition).toContain('filename="evil.png"');
  });
});

describe("JSON body limits", () => {
  const big = (bytes: number) => JSON.stringify({ storeOpen: true, padding: "x".repeat(bytes) });

  it("answers 413 to a JSON body over 100 KB, on portal routes and the auth library's", async () => {
    const settings = await t.request("/api/admin/store/settings", {
      method: "PUT",
      cookie: admin.cookie,
      body: big(JSON_BODY_MAX_BYTES),
    });
    expect(settings.status).toBe(413);
    expect(await codeOf(settings)).toBe("payload_too_large");
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", body: big(JSON_BODY_MAX_BYTES) });
    expect(signIn.status).toBe(413);
    const declared = await t.request("/api/check-phone-exists", {
      method: "POST",
      body: "{}",
      headers: { "content-length": String(JSON_BODY_MAX_BYTES + 1) },
    });
    expect(declared.status).toBe(413);
  });

  it("takes a JSON body under the limit as before", async () => {
    const res = await t.request("/api/admin/store/settings", { method: "PUT", cookie: admin.cookie, body: big(1000) });
    expect(res.status).toBe(200);
  });

  it("gives payment webhooks 1 MB, whatever the content type", async () => {
    const over = await t.request("/api/billing/webhooks/sandbox", { method: "POST", body: big(WEBHOOK_BODY_MAX_BYTES) });
    expect(over.status).toBe(413);
    const form = new FormData();
    form.set("x", "y".repeat(WEBHOOK_BODY_MAX_BYTES + 10));
    const multipart = await t.request("/api/billing/webhooks/sandbox", { method: "POST", body: form });
    expect(multipart.status).toBe(413);
    const under = await t.request("/api/billing/webhooks/sandbox", { method: "POST", body: big(200 * 1024) });
    expect(under.status).not.toBe(413);
  });
});

describe("the OpenAPI document", () => {
  it("describes the multipart body of every upload operation, file field included", async () => {
    const doc = await readJson<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>>;
    }>(t.request("/api/openapi.json"));
    const uploads: [string, string][] = [
      ["/revisions", "images"],
      ["/support/tickets", "attachments"],
      ["/support/tickets/{id}/replies", "attachments"],
      ["/admin/support-tickets/{id}/replies", "attachments"],
      ["/admin/invoices", "file"],
      ["/admin/store/images", "image"],
    ];
    for (const [path, field] of uploads) {
      const schema = doc.paths[path]?.post?.requestBody?.content["multipart/form-data"]?.schema;
      expect(schema?.properties, path).toHaveProperty(field);
    }
  });
});
