import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../db/seed/factories.ts";
import { FAKE_PNG, fileOf, PDF_MINIMAL, PNG_1x1 } from "../../test/sample-files.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { deleteStoredFiles, storeUpload, storeUploads } from "./file-service.ts";

let t: TestApp;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };
let admin: { cookie: string };
let privateFileId: string;
let publicFileId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signInAs();
  other = await t.signInAs();
  admin = await t.signInAs({ role: "admin" });
  const deps = { db: t.database.db, storage: t.deps.providers.storage };
  privateFileId = (
    await storeUpload(deps, {
      ownerId: owner.user.id,
      purpose: "invoice_file",
      kind: "invoice",
      maxBytes: 1e6,
      file: fileOf(PDF_MINIMAL, "INV-1.pdf"),
    })
  ).id;
  publicFileId = (
    await storeUpload(deps, {
      ownerId: null,
      purpose: "feature_image",
      kind: "image",
      maxBytes: 1e6,
      file: fileOf(PNG_1x1, "seo.png"),
    })
  ).id;
});
afterAll(() => t.close());

describe("GET /api/files/:id", () => {
  it("refuses anonymous callers for a private file", async () => {
    expect((await t.request(`/api/files/${privateFileId}`)).status).toBe(401);
  });

  it("serves the owner their file, with its real type", async () => {
    const res = await t.request(`/api/files/${privateFileId}?download=1`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('attachment; filename="INV-1.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF_MINIMAL);
  });

  it("answers another client as if the file did not exist", async () => {
    expect((await t.request(`/api/files/${privateFileId}`, { cookie: other.cookie })).status).toBe(404);
  });

  it("serves any file to an admin", async () => {
    expect((await t.request(`/api/files/${privateFileId}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it("serves public feature images to anyone", async () => {
    const res = await t.request(`/api/files/${publicFileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("answers 404 for unknown ids", async () => {
    expect((await t.request(`/api/files/${crypto.randomUUID()}`, { cookie: admin.cookie })).status).toBe(404);
  });
});

describe("storing uploads", () => {
  const deps = () => ({ db: t.database.db, storage: t.deps.providers.storage });

  it("judges files by content, not by name or declared type", async () => {
    const someone = await createProfile(t.database.db);
    await expect(
      storeUpload(deps(), { ownerId: someone.id, purpose: "revision_image", kind: "image", maxBytes: 1e6, file: FAKE_PNG }),
    ).rejects.toMatchObject({ code: "invalid_file_type" });
    const renamed = fileOf(PNG_1x1, "notes.txt", "text/plain");
    const stored = await storeUpload(deps(), {
      ownerId: someone.id,
      purpose: "revision_image",
      kind: "image",
      maxBytes: 1e6,
      file: renamed,
    });
    expect(stored.contentType).toBe("image/png");
  });

  it("refuses files over the size limit", async () => {
    await expect(
      storeUpload(deps(), {
        ownerId: null,
        purpose: "feature_image",
        kind: "image",
        maxBytes: 10,
        file: fileOf(PNG_1x1, "a.png"),
      }),
    ).rejects.toMatchObject({ code: "file_too_large" });
  });

  it("removes files already stored when one of a batch is refused, and deletes bytes with rows", async () => {
    const someone = await createProfile(t.database.db);
    const before = await t.database.db.query.files.findMany();
    await expect(
      storeUploads(deps(), [fileOf(PNG_1x1, "ok.png"), FAKE_PNG], {
        ownerId: someone.id,
        purpose: "ticket_attachment",
        kind: "image",
        maxBytes: 1e6,
      }),
    ).rejects.toMatchObject({ code: "invalid_file_type" });
    expect(await t.database.db.query.files.findMany()).toHaveLength(before.length);

    const [kept] = await storeUploads(deps(), [fileOf(PNG_1x1, "ok.png")], {
      ownerId: someone.id,
      purpose: "ticket_attachment",
      kind: "image",
      maxBytes: 1e6,
    });
    await deleteStoredFiles(deps(), [kept.id]);
    expect(await t.deps.providers.storage.get(kept.storageKey)).toBeNull();
  });
});
