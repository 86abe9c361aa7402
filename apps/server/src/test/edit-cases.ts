import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import type { Annotation } from "@portal/shared/annotations";
import { createProfile } from "../db/seed/factories.ts";
import { insertInvoice } from "../db/seed/invoices-factories.ts";
import { createProject, createRevision } from "../db/seed/projects-factories.ts";
import { createFeatureRow, createPurchaseRow } from "../db/seed/store-factories.ts";
import { createTicketRow } from "../db/seed/support-factories.ts";
import { updateAgencySettings } from "../modules/agency/index.ts";
import { setStoreOpen } from "../modules/store/index.ts";
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
 * One guarded change (decisions 075 and 084) as `preconditions.test.ts` drives it: two different
 * changes (`first` by Maya, `second` by Noam from the same version), and what the record keeps after
 * each. Every change is audited, so a refusal names who made the first and what it changed. The
 * store switch and the agency settings are one of a kind: each set-up puts them back.
 */
export interface EditCase {
  name: string;
  method: "PATCH" | "PUT";
  openapiPath: string;
  setup(t: TestApp): Promise<EditTarget>;
  /** The record in the read's answer, when the answer is not the record itself. */
  view?(body: unknown): unknown;
  first: unknown;
  second: unknown;
  /** What the second of two racing saves sends, when not `second` (e.g. a role: both promote). */
  raceSecond?: unknown;
  firstChange: { field: string; value?: unknown };
  firstKept: Record<string, unknown>;
  secondKept: Record<string, unknown>;
}

async function client(t: TestApp) {
  return (await t.signInAs({ role: "client" })).user;
}

export const PIN: Annotation = {
  id: "logo",
  x: 10,
  y: 20,
  comment: "Bigger logo",
  mode: "desktop",
  timestamp: "2026-11-01T10:00:00.000Z",
  viewportWidth: 1280,
  documentHeight: 2000,
};

const feature = { title: "Landing page", description: "A page.", priceCents: 4900, billingType: "one_time" } as const;
const wholeFeature = { ...feature, estimatedDeliveryDays: 7, imageFileId: null };

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
    first: { amount: "1400", status: "paid" },
    second: { description: "Second admin's words" },
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
    first: { status: "in_progress" },
    second: { status: "closed" },
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
    first: null,
    second: null,
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
    first: { role: "admin" },
    second: { role: "client" },
    raceSecond: { role: "admin" },
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
    first: { status: "in_progress" },
    second: { status: "done" },
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
      firstChange: what === "status" ? { field: "status", value: "in_progress" } : { field: "progress", value: 40 },
      firstKept: what === "status" ? { status: "in_progress" } : { progress: 40 },
      secondKept: what === "status" ? { status: "completed", progress: 100 } : { progress: 60 },
    }),
  ),
  {
    name: "comment status",
    method: "PATCH",
    openapiPath: "/admin/revisions/{id}/comments/{commentId}",
    async setup(t) {
      const project = await createProject(t.database.db, (await client(t)).id);
      const revision = await createRevision(t.database.db, project, { annotations: [PIN] });
      const path = `/api/admin/revisions/${revision.id}/comments/${PIN.id}`;
      return { read: path, change: path };
    },
    first: { status: "in_progress" },
    second: { status: "done" },
    firstChange: { field: "status", value: "in_progress" },
    firstKept: { status: "in_progress" },
    secondKept: { status: "done" },
  },
  ...(["PATCH", "PUT"] as const).map(
    (method): EditCase => ({
      name: `feature (${method})`,
      method,
      openapiPath: "/admin/store/features/{id}",
      async setup(t) {
        const row = await createFeatureRow(t.database.db, wholeFeature);
        return { read: `/api/admin/store/features/${row.id}`, change: `/api/admin/store/features/${row.id}` };
      },
      first: method === "PATCH" ? { title: "First title" } : { ...wholeFeature, title: "First title" },
      second: method === "PATCH" ? { description: "Second words." } : { ...wholeFeature, description: "Second words." },
      firstChange: { field: "title", value: "First title" },
      firstKept: { title: "First title", description: "A page." },
      secondKept:
        method === "PATCH"
          ? { title: "First title", description: "Second words." }
          : { title: "Landing page", description: "Second words." },
    }),
  ),
  {
    name: "store switch",
    method: "PUT",
    openapiPath: "/admin/store/settings",
    async setup(t) {
      await setStoreOpen(t.database.db, false);
      return { read: "/api/store/settings", change: "/api/admin/store/settings" };
    },
    first: { storeOpen: true },
    second: { storeOpen: false },
    // Two saves of the same value: the later one changes nothing, so only different values race.
    raceSecond: { storeOpen: true },
    firstChange: { field: "storeOpen", value: true },
    firstKept: { storeOpen: true },
    secondKept: { storeOpen: false },
  },
  {
    name: "agency settings",
    method: "PUT",
    openapiPath: "/admin/agency-settings/{group}",
    async setup(t) {
      await updateAgencySettings(t.deps, null, { identity: AGENCY_SETTINGS_DEFAULTS.identity });
      return { read: "/api/admin/agency-settings", change: "/api/admin/agency-settings/identity" };
    },
    view: (body) => (body as { identity: unknown }).identity,
    first: { name: "First Agency" },
    second: { brandColour: "#0f766e" },
    firstChange: { field: "identity.name", value: "First Agency" },
    firstKept: { name: "First Agency", brandColour: "#2563eb" },
    secondKept: { name: "First Agency", brandColour: "#0f766e" },
  },
];
