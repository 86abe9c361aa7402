import { authorLabel } from "@portal/shared/actor-label";
import type { SessionUser } from "./session-user.ts";

/**
 * The person of a client company who writes a row for it (decision 118): their id, and the label
 * the agency sees, kept with the row so it outlives the person.
 */
export interface Author {
  id: string;
  label: string;
}

/** `person` (the signed-in one) acting for the company whose client account is `account`. */
export function authorOf(person: SessionUser, account: SessionUser): Author {
  return { id: person.id, label: authorLabel(person, account) };
}
