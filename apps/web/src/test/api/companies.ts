import type { AdminTeamResponse, CompanyMembership, MyCompaniesResponse, TeamMember } from "@portal/shared/company-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { daniel } from "./session";

/** Brooks Bakery as its owner Daniel sees it. */
export const brooksBakery: CompanyMembership = {
  accountId: daniel.id,
  name: "Brooks Bakery",
  ownerName: "Daniel Brooks",
  owner: true,
  rights: { project: true, revisions: true, billing: true, support: true },
};

/** Another client's company where Daniel is a colleague who may only request revisions. */
export const harbourCafe: CompanyMembership = {
  accountId: "7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
  name: "Harbour Cafe",
  ownerName: "Eli Harbour",
  owner: false,
  rights: { project: false, revisions: true, billing: false, support: false },
};

export const myCompanies = (companies: CompanyMembership[], active = companies[0]): MyCompaniesResponse => ({
  activeAccountId: active?.accountId ?? daniel.id,
  companies,
});

/** `GET /api/companies` for a client who owns their company and belongs to no other (Daniel, Brooks Bakery). */
export const ownCompanyOnly = () => companyHandlers.mine(myCompanies([brooksBakery]));

export const danielOwner: TeamMember = {
  personId: daniel.id,
  fullName: daniel.fullName,
  email: daniel.email,
  phone: daniel.phone,
  owner: true,
  rights: brooksBakery.rights,
  joinedAt: daniel.createdAt,
  etag: '"0"',
};

/** Maya, Daniel's colleague who sees the project and requests revisions. */
export const maya: TeamMember = {
  personId: "8b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e",
  fullName: "Maya Katz",
  email: "maya@brooksbakery.com",
  phone: null,
  owner: false,
  rights: { project: true, revisions: true, billing: false, support: false },
  joinedAt: "2026-11-20T10:00:00.000Z",
  etag: '"1764000000000000"',
};

export const companyHandlers = {
  /** `GET /api/companies`. */
  mine: (answer: MyCompaniesResponse) => http.get("/api/companies", () => HttpResponse.json(answer)),
  /** `PUT /api/companies/active`. */
  switch: (resolver: HttpResponseResolver) => http.put("/api/companies/active", resolver),
  /** `GET /api/companies/team`. */
  team: (members: TeamMember[]) => http.get("/api/companies/team", () => HttpResponse.json({ members })),
  /** `POST /api/companies/team`. */
  invite: (resolver: HttpResponseResolver) => http.post("/api/companies/team", resolver),
  /** `PATCH /api/companies/team/:personId`. */
  changeRights: (resolver: HttpResponseResolver) => http.patch("/api/companies/team/:personId", resolver),
  /** `DELETE /api/companies/team/:personId`. */
  remove: (resolver: HttpResponseResolver) => http.delete("/api/companies/team/:personId", resolver),
  /** `GET /api/admin/users/:id/team`: a client's company as an admin sees it (decision 114). */
  clientTeam: (answer: AdminTeamResponse) => http.get("/api/admin/users/:id/team", () => HttpResponse.json(answer)),
  /** `PATCH /api/admin/users/:id/team/:personId`. */
  clientChangeRights: (resolver: HttpResponseResolver) => http.patch("/api/admin/users/:id/team/:personId", resolver),
  /** `POST /api/admin/users/:id/team`. */
  clientInvite: (resolver: HttpResponseResolver) => http.post("/api/admin/users/:id/team", resolver),
};
