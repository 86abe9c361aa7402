import { AGENCY_SETTINGS_DEFAULTS } from "@portal/shared/agency-settings";
import type { Annotation } from "@portal/shared/annotations";
import { createProject, createRevision } from "../db/seed/projects-factories.ts";
import { createFeatureRow } from "../db/seed/store-factories.ts";
import { updateAgencySettings } from "../modules/agency/index.ts";
import { setStoreOpen } from "../modules/store/index.ts";
import type { EditCase } from "./edit-cases.ts";
import type { TestApp } from "./test-app.ts";

/**
 * The guarded changes of decision 084, driven by `preconditions.test.ts` like those of `edit-cases.ts`:
 * a comment's status, a feature (whole with PUT, changed fields with PATCH), the store switch and
 * the agency settings. The switch and the settings are one of a kind: each set-up puts them back.
 */

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

export const MORE_EDIT_CASES: EditCase[] = [
  {
    name: "comment status",
    method: "PATCH",
    openapiPath: "/admin/revisions/{id}/comments/{commentId}",
    async setup(t: TestApp) {
      const person = (await t.signInAs({ role: "client" })).user;
      const project = await createProject(t.database.db, person.id);
      const revision = await createRevision(t.database.db, project, { annotations: [PIN] });
      const path = `/api/admin/revisions/${revision.id}/comments/${PIN.id}`;
      return { read: path, change: path };
    },
    view: (body) => body,
    first: { status: "in_progress" },
    second: { status: "done" },
    audited: true,
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
      view: (body) => body,
      first: method === "PATCH" ? { title: "First title" } : { ...wholeFeature, title: "First title" },
      second: method === "PATCH" ? { description: "Second words." } : { ...wholeFeature, description: "Second words." },
      audited: true,
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
    view: (body) => body,
    first: { storeOpen: true },
    second: { storeOpen: false },
    // Two saves of the same value: the later one changes nothing, so only different values race.
    raceSecond: { storeOpen: true },
    audited: true,
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
    audited: true,
    firstChange: { field: "identity.name", value: "First Agency" },
    firstKept: { name: "First Agency", brandColour: "#2563eb" },
    secondKept: { name: "First Agency", brandColour: "#0f766e" },
  },
];
