import { myCompaniesResponse, switchCompanyRequest } from "@portal/shared/company-contracts";
import { clientRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { myCompanies, switchCompany } from "./company-service.ts";

/** A client's companies and the switch between them (decision 106). */
export const companyRoutes = createRouter();
companyRoutes
  .openapi(
    clientRoute("member", {
      method: "get",
      path: "/companies",
      tags: ["companies"],
      responses: shape.readAnswers(
        myCompaniesResponse,
        "The person's companies, with their rights, and the one the session acts for",
      ),
    }),
    async (c) => c.json(await myCompanies(c.get("deps"), currentUser(c), c.get("sessionId")), 200),
  )
  .openapi(
    clientRoute("member", {
      method: "put",
      path: "/companies/active",
      tags: ["companies"],
      description: "Makes the session act for another of the person's companies.",
      request: { body: { content: { "application/json": { schema: switchCompanyRequest } }, required: true } },
      responses: shape.readAnswers(myCompaniesResponse, "The person's companies, the chosen one active"),
    }),
    async (c) =>
      c.json(await switchCompany(c.get("deps"), currentUser(c), c.get("sessionId"), c.req.valid("json").accountId), 200),
  );
