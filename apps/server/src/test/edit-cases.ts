import { insertInvoice } from "../db/seed/invoices-factories.ts";
import { createProject } from "../db/seed/projects-factories.ts";
import type { TestApp } from "./test-app.ts";

/** A record an admin changes: where its ETag is read and where the change goes. */
export interface EditTarget {
  read: string;
  change: string;
}

/**
 * One guarded change (decision 075) as `preconditions.test.ts` drives it: two different changes
 * (`first` by Maya, `second` by Noam from the same version), and what the record keeps after each.
 */
export interface EditCase {
  name: string;
  method: "PATCH" | "PUT";
  openapiPath: string;
  setup(t: TestApp): Promise<EditTarget>;
  /** The record in the read's answer. */
  view(body: unknown): unknown;
  first: unknown;
  second: unknown;
  /** Whether the audit trail records the change (so the conflict can name who). */
  audited: boolean;
  firstChange: { field: string; value: unknown };
  firstKept: Record<string, unknown>;
  secondKept: Record<string, unknown>;
}

async function client(t: TestApp) {
  return (await t.signInAs({ role: "client" })).user;
}

export const EDIT_CASES: EditCase[] = [
  {
    name: "project",
    method: "PATCH",
    openapiPath: "/admin/projects/{id}",
    async setup(t) {
      const person = await client(t);
      const project = await createProject(t.database.db, person.id);
      return { read: `/api/admin/clients/${person.id}/project`, change: `/api/admin/projects/${project.id}` };
    },
    view: (body) => (body as { project: unknown }).project,
    first: { status: "ready" },
    second: { demoUrl: "https://b.example.com" },
    audited: true,
    firstChange: { field: "status", value: "ready" },
    firstKept: { status: "ready", demoUrl: null },
    secondKept: { status: "ready", demoUrl: "https://b.example.com" },
  },
  {
    name: "invoice",
    method: "PATCH",
    openapiPath: "/admin/invoices/{id}",
    async setup(t) {
      const person = await client(t);
      const invoice = await insertInvoice(t.database.db, {
        clientId: person.id,
        clientEmail: person.email,
        amountCents: 150_000,
        description: "Website work",
      });
      return { read: `/api/admin/invoices/${invoice.id}`, change: `/api/admin/invoices/${invoice.id}` };
    },
    view: (body) => body,
    first: { amount: "1400", status: "paid" },
    second: { description: "Second admin's words" },
    audited: true,
    firstChange: { field: "amountCents", value: 140_000 },
    firstKept: { amountCents: 140_000, status: "paid", description: "Website work" },
    secondKept: { amountCents: 140_000, status: "paid", description: "Second admin's words" },
  },
];
