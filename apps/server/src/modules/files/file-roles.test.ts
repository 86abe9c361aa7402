import type { AgencyRole } from "@portal/shared/agency-roles";
import type { FilePurpose } from "@portal/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileOf, PDF_MINIMAL, PNG_1x1 } from "../../test/sample-files.ts";
import { insertRevision, json } from "../../test/support-test-kit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { storeUpload } from "./file-service.ts";

/**
 * Decision 110: a private file reaches staff whose role reads its kind — ticket attachments the
 * ticket roles, invoice files the invoice roles, revision images and pin screenshots the revision
 * roles (a designer's only for the projects assigned to them), sign-off certificates the project
 * roles — and its own client; public images reach anyone.
 */
let t: TestApp;
const files: Record<string, Record<FilePurpose, string>> = {};
let client: { cookie: string; user: { id: string } };
let otherClient: { cookie: string };
let assignedProjectId: string;

const PRIVATE: FilePurpose[] = ["revision_image", "pin_screenshot", "ticket_attachment", "invoice_file", "signoff_certificate"];

async function filesOf(ownerId: string) {
  const deps = { db: t.database.db, storage: t.deps.providers.storage };
  const stored = {} as Record<FilePurpose, string>;
  for (const purpose of [...PRIVATE, "feature_image"] as FilePurpose[]) {
    const pdf = purpose === "invoice_file" || purpose === "signoff_certificate";
    const file = pdf ? fileOf(PDF_MINIMAL, "doc.pdf") : fileOf(PNG_1x1, "shot.png");
    const row = await storeUpload(deps, {
      ownerId: purpose === "feature_image" ? null : ownerId,
      purpose,
      kind: pdf ? "invoice" : "image",
      maxBytes: 1e6,
      file,
    });
    stored[purpose] = row.id;
  }
  return stored;
}

/** What each role may download of a client's files; a designer's only when the project is theirs. */
const readable: Record<AgencyRole, FilePurpose[]> = {
  owner: PRIVATE,
  admin: PRIVATE,
  project_manager: PRIVATE,
  designer: ["revision_image", "pin_screenshot"],
  support: ["ticket_attachment"],
  accountant: ["invoice_file"],
};

beforeAll(async () => {
  t = await createTestApp();
  client = await t.signInAs({ role: "client" });
  otherClient = await t.signInAs({ role: "client" });
  const unassigned = await t.signInAs({ role: "client" });
  assignedProjectId = (await insertRevision(t, client.user.id)).projectId;
  await insertRevision(t, unassigned.user.id);
  files.assigned = await filesOf(client.user.id);
  files.unassigned = await filesOf(unassigned.user.id);
});
afterAll(() => t.close());

const get = (id: string, cookie?: string) => t.request(`/api/files/${id}`, cookie ? { cookie } : {});

describe("GET /api/files/{id} by agency role", () => {
  it.each(Object.entries(readable))("role %s downloads only its kinds of file", async (role, allowed) => {
    const staff = await t.signInAs({ role: "admin", agencyRole: role as AgencyRole });
    if (role === "designer") {
      const owner = await t.signInAs({ role: "admin", agencyRole: "owner" });
      const assigned = await t.request(`/api/admin/projects/${assignedProjectId}`, {
        method: "PATCH",
        cookie: owner.cookie,
        body: JSON.stringify({ assigneeId: staff.user.id }),
      });
      expect(assigned.status).toBe(200);
    }
    for (const purpose of PRIVATE) {
      const response = await get(files.assigned[purpose], staff.cookie);
      expect([purpose, response.status]).toEqual([purpose, allowed.includes(purpose) ? 200 : 403]);
      if (response.status === 403) {
        expect((await json<{ error: { code: string } }>(response)).error.code).toBe("forbidden_for_role");
      } else await response.arrayBuffer();
      // A project not assigned to a designer: not even its revision images.
      const elsewhere = await get(files.unassigned[purpose], staff.cookie);
      const reachable = allowed.includes(purpose) && role !== "designer";
      expect([purpose, elsewhere.status]).toEqual([purpose, reachable ? 200 : 403]);
      await elsewhere.arrayBuffer();
    }
    expect((await get(files.assigned.feature_image, staff.cookie)).status).toBe(200);
  });

  it("lets the owning client download every one of their files, and no one else's; anonymous only public ones", async () => {
    for (const purpose of PRIVATE) {
      expect([purpose, (await get(files.assigned[purpose], client.cookie)).status]).toEqual([purpose, 200]);
      expect([purpose, (await get(files.assigned[purpose], otherClient.cookie)).status]).toEqual([purpose, 404]);
      expect([purpose, (await get(files.assigned[purpose])).status]).toEqual([purpose, 401]);
    }
    expect((await get(files.assigned.feature_image)).status).toBe(200);
  });
});
