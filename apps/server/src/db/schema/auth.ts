import { AGENCY_ROLES, type AgencyRole } from "@portal/shared/agency-roles";
import { ROLES } from "@portal/shared/constants";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, updatedAt } from "./columns.ts";

type PickerColumns = { fullName: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn };
/** What the client picker searches: name, e-mail and phone, lower-cased (decision 086). */
const pickerText = (c: PickerColumns): SQL => sql`lower(${c.fullName} || ' ' || ${c.email} || ' ' || coalesce(${c.phone}, ''))`;
/**
 * The client picker's order: the name (the e-mail when there is none) in natural order, digit runs
 * compared as numbers ("scale2" before "scale10"); `natural_sort_key` is made by migration 0023.
 */
const pickerOrder = (c: PickerColumns): SQL => sql`natural_sort_key(coalesce(nullif(${c.fullName}, ''), ${c.email}))`;

/**
 * The one table of a person's identity and profile. Better Auth's user model is mapped onto it
 * (name -> full_name, phoneNumber -> phone), so the spec's `profiles` and the auth user never drift.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    fullName: text("full_name").notNull().default(""),
    businessName: text("business_name"),
    phone: text("phone").unique(),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    role: text("role").notNull().default("client"),
    /** An admin's role in the agency (decision 096); null for clients. */
    agencyRole: text("agency_role").$type<AgencyRole>(),
    image: text("image"),
    /** The language the person last chose in the web app; e-mails use it. */
    language: text("language").notNull().default("en"),
    /** Opted in to text messages for urgent news (project ready, payment failed). */
    smsUrgent: boolean("sms_urgent").notNull().default(false),
    /** Has a confirmed authenticator app (Better Auth's two-factor plugin; decision 108). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_role_check", oneOf("role", ROLES)),
    check("profiles_agency_role_check", oneOf("agency_role", AGENCY_ROLES)),
    // No client has an agency role; an admin without one holds no capability (decision 096).
    check("profiles_agency_role_client_check", sql`${t.role} = 'admin' or ${t.agencyRole} is null`),
    check("profiles_language_check", oneOf("language", ["en", "he"])),
    index("profiles_role_created_idx").on(t.role, t.createdAt),
    // Manage Users' sort keys (decision 051), read either way off these.
    index("profiles_role_name_order_idx").on(t.role, t.fullName.desc(), t.id.desc()),
    index("profiles_role_email_order_idx").on(t.role, t.email.desc(), t.id.desc()),
    index("profiles_role_business_order_idx").on(t.role, t.businessName.desc(), t.id.desc()),
    index("profiles_role_created_order_idx").on(t.role, t.createdAt.desc(), t.id.desc()),
    // The invoices search finds clients by name or e-mail through this (pg_trgm, migration 0002).
    index("profiles_search_trgm_idx").using("gin", sql`lower(${t.fullName} || ' ' || ${t.email}) gin_trgm_ops`),
    // The invoice client picker: its search and its natural order, clients only (decision 086).
    index("profiles_client_picker_trgm_idx")
      .using("gin", sql`${pickerText(t)} gin_trgm_ops`)
      .where(sql`${t.role} = 'client'`),
    index("profiles_client_picker_order_idx").on(pickerOrder(t), t.id).where(sql`${t.role} = 'client'`),
  ],
);

/** The client picker's search text and order, column-qualified, as the indexes above hold them. */
export const clientPickerText = pickerText(profiles);
export const clientPickerOrder = pickerOrder(profiles);

/**
 * How many people hold each role, kept exact by triggers on `profiles` (migration 0018), so Manage
 * Users' counts and page total are one primary-key read instead of a scan of every profile.
 */
export const profileRoleTotals = pgTable("profile_role_totals", {
  role: text("role").primaryKey(),
  count: bigint("count", { mode: "number" }).notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The session was signed in with a passkey: a strong factor on its own (decision 113). */
    signedInWithPasskey: boolean("signed_in_with_passkey").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** One-time values: SMS codes (with their try count) and set-password tokens. */
export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Rate-limit windows live in the database so that every app instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The addresses (IPv6 by /64) a person has signed in from. A code requested for their phone from one
 * of these is not held back by the per-phone limits that others' requests may have used up.
 */
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/**
 * A person's authenticator-app secret and recovery codes, both encrypted with the auth secret
 * (Better Auth's two-factor plugin, decision 108). `verified` turns true when the first code from
 * the app is confirmed; failed sign-in codes count towards a short lock.
 */
export const twoFactors = pgTable("two_factors", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  /** The 30-second step of the last code accepted: that code, and older ones, are refused (decision 119). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A person's passkeys (WebAuthn credentials; Better Auth's passkey plugin, decision 113): the
 * public key only, the private key never leaves the person's device or password manager.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: createdAt(),
    /** When a sign-in last used it (decision 119); null until then. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);
