import type { MyCompaniesResponse } from "@portal/shared/company-contracts";
import type { AppDeps } from "../../app-deps.ts";
import { publishCompaniesChanged } from "../../auth/company-cache.ts";
import { type CompanyAccess, sessionCompaniesOf } from "../../auth/company-scope.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { sessionCompanies } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "companyCache">;

const summary = ({ account: _, ...company }: CompanyAccess) => company;

/** The companies of the person asking, and the one their session acts for (decision 106). */
export async function myCompanies(deps: Deps, person: SessionUser, sessionId: string | null): Promise<MyCompaniesResponse> {
  const { active, companies } = await sessionCompaniesOf(deps, person, sessionId);
  return { activeAccountId: active.accountId, companies: companies.map(summary) };
}

/**
 * Makes the session act for another of the person's companies; every client route then reads and
 * writes that company's rows. A company they do not belong to answers like a missing one.
 */
export async function switchCompany(
  deps: Deps,
  person: SessionUser,
  sessionId: string | null,
  accountId: string,
): Promise<MyCompaniesResponse> {
  const { companies } = await sessionCompaniesOf(deps, person, sessionId);
  if (!sessionId || !companies.some((c) => c.accountId === accountId)) {
    throw new AppError("not_found", "You do not belong to this company.");
  }
  await deps.db
    .insert(sessionCompanies)
    .values({ sessionId, accountId })
    .onConflictDoUpdate({ target: sessionCompanies.sessionId, set: { accountId } });
  await publishCompaniesChanged(deps.providers.events, person.id, accountId);
  return myCompanies(deps, person, sessionId);
}
