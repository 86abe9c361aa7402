import { authorLabel, type LabelledPerson, personName } from "@portal/shared/actor-label";
import type { ReadParty } from "@portal/shared/read-state";
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

/** A message of a client's conversation as read: who of either side wrote it. */
export interface WrittenBy {
  fromAdmin: boolean;
  adminId: string | null;
  authorId: string | null;
  /** The agency's label kept when written (decision 118). */
  authorLabel: string | null;
  /** The client-side writer's profile, while they exist. */
  writer: LabelledPerson | null;
}

/**
 * Who wrote a message as the signed-in `reader` sees it (decision 124): whether they wrote it
 * themselves, and for a client the colleague who did, by name, else e-mail (the kept label once
 * that person is deleted). The writer acted for the same company, so no other company shows.
 */
export function authorSeenBy(reader: { id: string; party: ReadParty }, row: WrittenBy) {
  const mine = row.fromAdmin
    ? reader.party === "admin" && row.adminId === reader.id
    : reader.party === "client" && row.authorId === reader.id;
  if (mine || row.fromAdmin || reader.party === "admin") return { mine, authorName: null };
  return { mine, authorName: row.writer ? personName(row.writer) : row.authorLabel };
}
