import { type AgencyRole, capabilitiesOf } from "@portal/shared/agency-roles";
import type { Profile } from "@portal/shared/profile";
import { HttpResponse, http } from "msw";

/** Daniel Brooks of Brooks Bakery, the client in the spec's examples. */
export const daniel: Profile = {
  id: "6f1c2a9e-3b7d-4c1a-9e2f-1a2b3c4d5e6f",
  email: "daniel@brooksbakery.com",
  phone: "+972501234567",
  role: "client",
  agencyRole: null,
  capabilities: [],
  fullName: "Daniel Brooks",
  businessName: "Brooks Bakery",
  language: "en",
  createdAt: "2026-10-02T09:30:00.000Z",
  twoFactorEnabled: false,
  secondFactorMissing: false,
};

/** Dana, the agency's admin. */
export const dana: Profile = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "dana@harbourpine.example",
  phone: null,
  role: "admin",
  agencyRole: "owner",
  capabilities: capabilitiesOf("owner"),
  fullName: "Dana Levi",
  businessName: null,
  language: "en",
  createdAt: "2026-09-01T08:00:00.000Z",
  twoFactorEnabled: false,
  secondFactorMissing: false,
};

/** Dana in another agency role: what the screens show a project manager, an accountant, ... */
export const danaAs = (agencyRole: AgencyRole): Profile => ({ ...dana, agencyRole, capabilities: capabilitiesOf(agencyRole) });

/** `GET /api/session`: who is signed in. */
export const signedInAs = (profile: Profile | null) => http.get("/api/session", () => HttpResponse.json({ profile }));
