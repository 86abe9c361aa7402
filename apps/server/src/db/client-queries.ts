import { ilike, or, type Placeholder } from "drizzle-orm";
import { profiles } from "./schema/index.ts";

/** `%text%` for ILIKE, with the text's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A client whose e-mail, full name or business name contains the search; no condition without one. */
export function clientMatches(search: string | undefined) {
  return search ? clientMatchesPattern(containsPattern(search)) : undefined;
}

/** A client whose e-mail, full name or business name matches an ILIKE pattern (or its placeholder). */
export function clientMatchesPattern(pattern: string | Placeholder) {
  return or(ilike(profiles.email, pattern), ilike(profiles.fullName, pattern), ilike(profiles.businessName, pattern));
}

/** The columns every admin list shows of a client. */
export const clientSummaryColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  businessName: profiles.businessName,
  createdAt: profiles.createdAt,
};
