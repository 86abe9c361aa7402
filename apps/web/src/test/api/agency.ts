import { AGENCY_SETTINGS_DEFAULTS, toPublicAgencySettings } from "@portal/shared/agency-settings";
import { HttpResponse, http } from "msw";

/** `GET /api/agency`: what any page shows of the agency (here its first-run defaults). */
export const agencyIsDefault = () =>
  http.get("/api/agency", () =>
    HttpResponse.json(toPublicAgencySettings(AGENCY_SETTINGS_DEFAULTS, "1", (id) => `/api/files/${id}`)),
  );
