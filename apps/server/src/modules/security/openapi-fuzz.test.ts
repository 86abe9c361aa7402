import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { insertInvoice } from "../../db/seed/invoices-factories.ts";
import { createProject, createRevision } from "../../db/seed/projects-factories.ts";
import { createFeatureRow, createPurchaseRow } from "../../db/seed/store-factories.ts";
import { createTicketRow } from "../../db/seed/support-factories.ts";
import { capturingLogger } from "../../test/capturing-logger.ts";
import {
  type FuzzContext,
  type FuzzRequest,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestsFor,
  toRequestInit,
} from "../../test/openapi-requests.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { setStoreOpen } from "../store/store-settings-service.ts";

/**
 * Property-based fuzzing of every operation in the OpenAPI document, as each kind of caller:
 * fitting, malformed and hostile paths, queries and bodies (NUL bytes, lone surrogates, huge
 * strings, wrong types, broken JSON, odd multipart parts) never get a 5xx, and every response
 * with a documented JSON schema for its status matches it. Deterministic by default; for a deeper
 * local run set FUZZ_RUNS (per operation and caller) and FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const FUZZ_TIMEOUT_MS = 10 * 60_000;

let t: TestApp;
const logged = capturingLogger("warn");
let operations: Operation[];
let context: FuzzContext;
const cookies: Record<"anonymous" | "client" | "admin", string | undefined> = {
  anonymous: undefined,
  client: undefined,
  admin: undefined,
};

beforeAll(async () => {
  t = await createTestApp({ log: logged.log });
  const admin = await t.signInAs({ role: "admin" });
  const client = await t.signInAs();
  cookies.admin = admin.cookie;
  cookies.client = client.cookie;
  // Real rows, so generated requests also reach the code behind each lookup.
  const db = t.deps.db;
  const project = await createProject(db, client.user.id, { demoUrl: "https://demo.example.test" });
  const revision = await createRevision(db, project);
  const ticket = await createTicketRow(db, { clientId: client.user.id });
  const invoice = await insertInvoice(db, { clientId: client.user.id, clientEmail: client.user.email });
  const feature = await createFeatureRow(db);
  const purchase = await createPurchaseRow(db, { client: client.user, feature });
  await setStoreOpen(db, true);
  // A feature the client does not own yet: an owned one-time feature cannot be bought twice.
  const unowned = await createFeatureRow(db);
  const checkout = await readJson<{ url: string }>(
    t.request(`/api/billing/features/${unowned.id}/checkout`, { method: "POST", cookie: client.cookie }),
  );
  const checkoutId = new URL(checkout.url).pathname.split("/").at(-1) ?? "";
  const idsBySegment: Record<string, string[]> = {
    users: [client.user.id],
    clients: [client.user.id],
    "revision-clients": [client.user.id],
    projects: [project.id],
    revisions: [revision.id],
    tickets: [ticket.id],
    "support-tickets": [ticket.id],
    invoices: [invoice.id],
    features: [feature.id],
    purchases: [purchase.id],
    checkout: [checkoutId],
  };
  const idsByName: Record<string, string[]> = {
    clientId: [client.user.id],
    featureId: [feature.id],
    purchaseId: [purchase.id],
    provider: ["sandbox", "stripe"],
  };
  context = {
    // The id of the kind the path names: `{clientId}`, or `{id}` after `/invoices/`.
    pathValues: (path, param) => {
      const segments = path.split("/");
      return idsByName[param] ?? idsBySegment[segments[segments.indexOf(`{${param}}`) - 1]] ?? [];
    },
    hints: {
      phone: fc.constantFrom("+15550100002", "+972501234567", "5550100123", "0501234567", client.user.phone ?? ""),
      clientId: fc.constantFrom(client.user.id),
      revisionId: fc.constantFrom(revision.id, ""),
      amount: fc.constantFrom("10", "99.99", "1500", "0.5"),
      dueDate: fc.constantFrom("2027-01-31", ""),
      annotations: fc.constantFrom("[]", '[{"x":10,"y":20,"comment":"Bigger logo"}]'),
    },
  };

  const doc = await readJson<OpenApiDocument>(t.request("/api/openapi.json"));
  // Deletions last, so the rows they remove are there for every other operation first.
  const all = operationsOf(doc);
  operations = [...all.filter((o) => o.method !== "DELETE"), ...all.filter((o) => o.method === "DELETE")];
});
afterAll(() => t.close());

const validators = new Map<JsonSchema, z.ZodType>();
function validatorFor(schema: JsonSchema): z.ZodType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    validators.set(schema, validator);
  }
  return validator;
}

/** Sends one request; throws (so fast-check shrinks it) on a 5xx or a body its document does not allow. */
async function sendAndCheck(operation: Operation, request: FuzzRequest, cookie: string | undefined): Promise<void> {
  const response = await t.request(request.url, { ...toRequestInit(request), cookie });
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    // The event stream never ends by itself; nothing else non-JSON has a schema to check.
    await response.body?.cancel();
    if (response.status >= 500) throw new Error(`${response.status} ${type}`);
    return;
  }
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${response.status} ${text}`);
  const schema = operation.responses[String(response.status)]?.content?.["application/json"]?.schema;
  if (!schema) return;
  const result = validatorFor(schema).safeParse(JSON.parse(text));
  if (!result.success) {
    throw new Error(`${response.status} does not match its documented schema: ${z.prettifyError(result.error)}\n${text}`);
  }
}

/**
 * Text the database refused is answered 400 by the error handler's last net; reaching it means a
 * guard in front missed a field (and work before the query may have been done), so it fails too.
 */
function lastNetHits(): string[] {
  const hits = logged.lines.filter((l) => l.msg.includes("text the database cannot store"));
  logged.lines.length = 0;
  return hits.map((l) => `${l.msg}: ${JSON.stringify(l).slice(0, 500)}`);
}

async function fuzzAs(role: keyof typeof cookies): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, operation] of operations.entries()) {
    const details = await fc.check(
      fc.asyncProperty(requestsFor(operation, context), (request) => sendAndCheck(operation, request, cookies[role])),
      { numRuns: RUNS, seed: SEED + index, endOnFailure: false },
    );
    if (details.failed) failures.push(`${operation.method} ${operation.path}\n${fc.defaultReportMessage(details)}`);
  }
  return [...failures, ...lastNetHits()];
}

describe("every documented operation, fuzzed", () => {
  it("covers the whole document", () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  // In this order: the admin's deletions come last.
  for (const role of ["anonymous", "client", "admin"] as const) {
    it(`never answers ${role} callers with a 5xx or an undocumented body`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
      expect(await fuzzAs(role)).toEqual([]);
    });
  }
});
