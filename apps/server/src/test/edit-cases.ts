import { createProfile } from "../db/seed/factories.ts";
import { insertInvoice } from "../db/seed/invoices-factories.ts";
import { createProject, createRevision } from "../db/seed/projects-factories.ts";
import { createPurchaseRow } from "../db/seed/store-factories.ts";
import { createTicketRow } from "../db/seed/support-factories.ts";
import type { TestApp } from "./test-app.ts";

/** A record an admin changes: where its ETag is read and where the change goes. */
export interface EditTarget {
  read: string;
  change: string;
  /** Changes that depend on what the set-up made (e.g. the admins a ticket is assigned to). */
  first?: unknown;
  second?: unknown;
  firstKept?: Record<string, unknown>;
  secondKept?: Record<string, unknown>;
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
  /** What the second of two racing saves sends, when not `second` (e.g. a role: both promote). */
  raceSecond?: unknown;
  /** Whether the audit trail records the change (so the conflict can name who). */
  audited: boolean;
  firstChange: { field: string; value?: unknown };
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
  {
    name: "ticket status",
    method: "PATCH",
    openapiPath: "/admin/support-tickets/{id}",
    async setup(t) {
      const ticket = await createTicketRow(t.database.db, { clientId: (await client(t)).id });
      return { read: `/api/admin/support-tickets/${ticket.id}`, change: `/api/admin/support-tickets/${ticket.id}` };
    },
    view: (body) => body,
    first: { status: "in_progress" },
    second: { status: "closed" },
    audited: true,
    firstChange: { field: "status", value: "in_progress" },
    firstKept: { status: "in_progress" },
    secondKept: { status: "closed" },
  },
  {
    name: "ticket assignee",
    method: "PUT",
    openapiPath: "/admin/support-tickets/{id}/assignee",
    async setup(t) {
      const ticket = await createTicketRow(t.database.db, { clientId: (await client(t)).id });
      const [x, y] = await Promise.all([
        createProfile(t.database.db, { role: "admin", fullName: "Assignee X" }),
        createProfile(t.database.db, { role: "admin", fullName: "Assignee Y" }),
      ]);
      return {
        read: `/api/admin/support-tickets/${ticket.id}`,
        change: `/api/admin/support-tickets/${ticket.id}/assignee`,
        first: { assigneeId: x.id },
        second: { assigneeId: y.id },
        firstKept: { assignee: { id: x.id } },
        secondKept: { assignee: { id: y.id } },
      };
    },
    view: (body) => body,
    first: null,
    second: null,
    audited: true,
    firstChange: { field: "assignee" },
    firstKept: {},
    secondKept: {},
  },
  {
    name: "user role",
    method: "PATCH",
    openapiPath: "/admin/users/{id}/role",
    async setup(t) {
      const person = await createProfile(t.database.db, { role: "client" });
      return { read: `/api/admin/users/${person.id}`, change: `/api/admin/users/${person.id}/role` };
    },
    view: (body) => body,
    first: { role: "admin" },
    second: { role: "client" },
    raceSecond: { role: "admin" },
    audited: true,
    firstChange: { field: "role", value: "admin" },
    firstKept: { role: "admin" },
    secondKept: { role: "client" },
  },
  {
    name: "revision status",
    method: "PATCH",
    openapiPath: "/admin/revisions/{id}",
    async setup(t) {
      const person = await client(t);
      const revision = await createRevision(t.database.db, await createProject(t.database.db, person.id));
      return { read: `/api/admin/revisions/${revision.id}`, change: `/api/admin/revisions/${revision.id}` };
    },
    view: (body) => body,
    first: { status: "in_progress" },
    second: { status: "done" },
    audited: true,
    firstChange: { field: "status", value: "in_progress" },
    firstKept: { status: "in_progress" },
    secondKept: { status: "done" },
  },
  ...(["status", "progress"] as const).map(
    (what): EditCase => ({
      name: `purchase ${what}`,
      method: "PUT",
      openapiPath: `/admin/client-features/purchases/{id}/${what}`,
      async setup(t) {
        const purchase = await createPurchaseRow(t.database.db, { client: await client(t) });
        return {
          read: `/api/admin/client-features/purchases/${purchase.id}`,
          change: `/api/admin/client-features/purchases/${purchase.id}/${what}`,
        };
      },
      view: (body) => (body as { purchase: unknown }).purchase,
      first: what === "status" ? { status: "in_progress" } : { progress: 40 },
      second: what === "status" ? { status: "completed" } : { progress: 60 },
      audited: true,
      firstChange: what === "status" ? { field: "status", value: "in_progress" } : { field: "progress", value: 40 },
      firstKept: what === "status" ? { status: "in_progress" } : { progress: 40 },
      secondKept: what === "status" ? { status: "completed", progress: 100 } : { progress: 60 },
    }),
  ),
];
