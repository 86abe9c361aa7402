import {
  AGENCY_SETTINGS_GROUPS,
  agencySettingsResponse,
  publicAgencySettings,
  toPublicAgencySettings,
} from "@portal/shared/agency-settings";
import { setupRequest, setupStatusResponse } from "@portal/shared/setup-contracts";
import type { Context } from "hono";
import { z } from "zod";
import { adminRoute, publicRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { AppError } from "../../lib/app-error.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { hashBody, idempotencyHeaders, idempotencyKeyOf, idempotencyResponses } from "../../lib/idempotency.ts";
import { multipartRequestBody } from "../../lib/multipart/openapi-body.ts";
import { withUpload } from "../../lib/multipart/with-upload.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import { preconditionOf, sendEtag } from "../../lib/preconditions.ts";
import * as shape from "../../lib/route-shapes.ts";
import { actorOf } from "../audit/index.ts";
import { fileUrl } from "../files/index.ts";
import { adminExists } from "./admin-exists-service.ts";
import { AGENCY_LOGO_UPLOAD, removeLogo, replaceLogo } from "./logo-service.ts";
import { type AgencySettingsRecord, getAgencySettingsRecord } from "./settings-read-service.ts";
import { saveAgencySettingsGroup } from "./settings-service.ts";
import { completeSetup } from "./setup-service.ts";

/** The settings as an admin reads them, their version sent as the answer's `ETag`. */
function adminView(c: Context, record: AgencySettingsRecord) {
  sendEtag(c, record.version);
  const { identity } = record.settings;
  return {
    ...record.settings,
    logoUrl: identity.logoFileId ? fileUrl(identity.logoFileId) : null,
    iconUrl: identity.iconFileId ? fileUrl(identity.iconFileId) : null,
    updatedAt: record.updatedAt?.toISOString() ?? null,
    updatedBy: record.updatedBy,
  };
}

/** The first-run set-up (public until an admin exists) and the agency's settings. */
export const agencyRoutes = createRouter();

agencyRoutes.openapi(
  publicRoute({
    method: "get",
    path: "/setup",
    tags: ["agency"],
    description: "Public: whether the portal still waits for its first admin (then every page leads to /setup).",
    responses: { 200: jsonContent(setupStatusResponse, "Whether set-up is needed") },
  }),
  async (c) => c.json({ required: !(await adminExists(c.get("deps").db)) }, 200),
);

agencyRoutes.openapi(
  publicRoute({
    method: "post",
    path: "/setup",
    tags: ["agency"],
    description:
      "Public while no admin exists (404 after): with the set-up code the server printed, names the agency and creates the first admin. Wrong codes are counted and locked out. A repeat with the same `Idempotency-Key` (a retry after a lost answer) answers the first answer, even once the portal is set up.",
    request: {
      headers: idempotencyHeaders,
      body: { content: { "application/json": { schema: setupRequest } }, required: true },
    },
    responses: {
      201: jsonContent(z.object({ email: z.string() }), "The first admin was created; they sign in by SMS code"),
      ...errorResponses,
      ...idempotencyResponses,
    },
  }),
  async (c) => {
    const deps = c.get("deps");
    const key = idempotencyKeyOf(c);
    const keyed = key === undefined ? undefined : { key, requestHash: await hashBody(c) };
    const admin = await completeSetup({ ...deps, dataDir: deps.config.dataDir }, c.req.valid("json"), clientIp(c), keyed);
    if (admin.replayed) c.header("idempotent-replayed", "true");
    return c.json({ email: admin.email }, 201);
  },
);

agencyRoutes.openapi(
  publicRoute({
    method: "get",
    path: "/agency",
    tags: ["agency"],
    description: "Public: the agency's name, colour, logo, landing page, support contact and premium plan.",
    responses: { 200: jsonContent(publicAgencySettings, "What any page may show of the agency") },
  }),
  async (c) => {
    const record = await getAgencySettingsRecord(c.get("deps").db);
    c.header("Cache-Control", "no-cache");
    return c.json(toPublicAgencySettings(record.settings, record.version, fileUrl), 200);
  },
);

agencyRoutes.openapi(
  adminRoute("settings.read", {
    method: "get",
    path: "/admin/agency-settings",
    tags: ["agency"],
    description: "Every agency setting, with the row's version in `ETag` (decision 084).",
    responses: shape.versionedReadAnswers(agencySettingsResponse, "Every agency setting"),
  }),
  async (c) => {
    const record = await getAgencySettingsRecord(c.get("deps").db);
    return c.json(adminView(c, record), 200);
  },
);

agencyRoutes.openapi(
  adminRoute("settings.write", {
    method: "put",
    path: "/admin/agency-settings/{group}",
    tags: ["agency"],
    description: `Saves one group (${AGENCY_SETTINGS_GROUPS.join(", ")}): the fields sent replace the group's (a field left out keeps its value); the group is then validated by its shared schema. With \`If-Match\`, only while the settings are still at that version.`,
    ...shape.guardedChange(
      { params: z.object({ group: z.enum(AGENCY_SETTINGS_GROUPS) }), body: shape.jsonBody(z.record(z.string(), z.unknown())) },
      { 200: shape.versioned(agencySettingsResponse, "The saved settings") },
    ),
  }),
  async (c) => {
    const { group } = c.req.valid("param");
    const precondition = preconditionOf(c, "agency");
    const record = await saveAgencySettingsGroup(
      c.get("deps"),
      actorOf(currentUser(c)),
      group,
      c.req.valid("json"),
      precondition,
    );
    return c.json(adminView(c, record), 200);
  },
);

agencyRoutes.openapi(
  adminRoute("settings.write", {
    method: "post",
    path: "/admin/agency-settings/logo",
    tags: ["agency"],
    request: { body: multipartRequestBody(AGENCY_LOGO_UPLOAD) },
    description: "Replaces the logo: one `logo` file (PNG, JPEG or WebP by content); a square icon is made from it.",
    responses: shape.versionedReadAnswers(agencySettingsResponse, "The saved settings"),
  }),
  async (c) => {
    const record = await withUpload(c, AGENCY_LOGO_UPLOAD, async (form) => {
      const [logo] = form.files;
      if (!logo) throw new AppError("invalid_request", "Send the logo as multipart/form-data.");
      return replaceLogo(c.get("deps"), actorOf(currentUser(c)), logo);
    });
    return c.json(adminView(c, record), 200);
  },
);

agencyRoutes.openapi(
  adminRoute("settings.write", {
    method: "delete",
    path: "/admin/agency-settings/logo",
    tags: ["agency"],
    responses: shape.versionedReadAnswers(agencySettingsResponse, "The saved settings"),
  }),
  async (c) => {
    const record = await removeLogo(c.get("deps"), actorOf(currentUser(c)));
    return c.json(adminView(c, record), 200);
  },
);
