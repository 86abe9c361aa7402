import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { profiles, sessions } from "./auth.ts";
import { createdAt, updatedAt } from "./columns.ts";

/**
 * The people of a client company (decision 106). A company is a client account: the profile every
 * project, revision, ticket, invoice and purchase already names as its client (`account_id`), its
 * name that profile's business name. Its owner is the row whose person is the account itself (all
 * rights, never removed by a colleague); the other rows are colleagues with their rights.
 */
export const companyMembers = pgTable(
  "company_members",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    canProject: boolean("can_project").notNull().default(true),
    canRevisions: boolean("can_revisions").notNull().default(false),
    canBilling: boolean("can_billing").notNull().default(false),
    canSupport: boolean("can_support").notNull().default(false),
    /** Who added the colleague (null for the owner's own row and when that person is gone). */
    invitedBy: uuid("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.personId] }),
    // A person's companies are read on every client request.
    index("company_members_person_idx").on(t.personId),
    // The owner holds every right.
    check(
      "company_members_owner_rights_check",
      sql`${t.accountId} <> ${t.personId} OR (${t.canProject} AND ${t.canRevisions} AND ${t.canBilling} AND ${t.canSupport})`,
    ),
  ],
);

/** The company a session acts for, when its person chose one (else their own, else their first). */
export const sessionCompanies = pgTable("session_companies", {
  sessionId: uuid("session_id")
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  accountId: uuid("account_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
});
