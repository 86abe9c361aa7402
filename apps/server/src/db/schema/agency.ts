import type {
  ContactSettings,
  IdentitySettings,
  InvoicingSettings,
  LandingSettings,
  PremiumSettings,
  RegionSettings,
  SecuritySettings,
} from "@portal/shared/agency-settings";
import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

/**
 * The agency's settings (issue 24): a single row (id 1), one JSON document per group of
 * `@portal/shared/agency-settings`, validated by its schema on every write. `updated_at` and
 * `updated_by` say who saved last (and serve edit-conflict checks).
 */
export const agencySettings = pgTable(
  "agency_settings",
  {
    id: smallint("id").primaryKey().default(1),
    identity: jsonb("identity").$type<IdentitySettings>().notNull(),
    contact: jsonb("contact").$type<ContactSettings>().notNull(),
    landing: jsonb("landing").$type<LandingSettings>().notNull(),
    invoicing: jsonb("invoicing").$type<InvoicingSettings>().notNull(),
    premium: jsonb("premium").$type<PremiumSettings>().notNull(),
    region: jsonb("region").$type<RegionSettings>().notNull(),
    /** Sign-in rules (decision 108); the default keeps the portal as it was. */
    security: jsonb("security").$type<SecuritySettings>().notNull().default({ requireSecondFactorForStaff: false }),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  () => [check("agency_settings_single_row", sql`"id" = 1`)],
);

/**
 * One-time set-up codes (decision 069): each instance that starts while no admin exists adds the
 * hash of the code it prints, so a code printed by any instance works on all of them. All are
 * deleted when the first admin is created.
 */
export const setupCodes = pgTable("setup_codes", {
  id: id(),
  codeHash: text("code_hash").notNull().unique(),
  createdAt: createdAt(),
});
