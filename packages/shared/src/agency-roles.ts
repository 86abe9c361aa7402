/**
 * The agency's roles and what each may do (decision 096). The server checks the capability every
 * admin route declares against this table (403 `forbidden_for_role`), and the admin screens show
 * only what `can` allows. A grant is "all" rows, or "assigned": only the rows of projects assigned
 * to the person (a designer's revisions and comments).
 */
export const AGENCY_ROLES = ["owner", "admin", "project_manager", "designer", "support", "accountant"] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

export const CAPABILITIES = [
  "dashboard.read",
  "users.read",
  "users.write",
  "roles.write",
  "projects.read",
  "projects.write",
  "revisions.read",
  "revisions.write",
  "comments.write",
  "tickets.read",
  "tickets.write",
  "invoices.read",
  "invoices.write",
  "purchases.read",
  "purchases.write",
  "store.write",
  "billing.tools",
  "audit.read",
  "search.read",
  "settings.read",
  "settings.write",
  "devtools.read",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export type Grant = "all" | "assigned";

const everything = Object.fromEntries(CAPABILITIES.map((c) => [c, "all"])) as Record<Capability, Grant>;
const allOf = (...capabilities: Capability[]) =>
  Object.fromEntries(capabilities.map((c) => [c, "all"])) as Partial<Record<Capability, Grant>>;

export const CAPABILITY_TABLE: Record<AgencyRole, Partial<Record<Capability, Grant>>> = {
  owner: everything,
  // Everything but the roles and the agency's settings, which only an owner changes.
  admin: { ...everything, "roles.write": undefined, "settings.write": undefined },
  project_manager: allOf(
    "dashboard.read",
    "users.read",
    "projects.read",
    "projects.write",
    "revisions.read",
    "revisions.write",
    "comments.write",
    "tickets.read",
    "tickets.write",
    "invoices.read",
    "search.read",
  ),
  designer: { "revisions.read": "assigned", "revisions.write": "assigned", "comments.write": "assigned" },
  support: allOf("tickets.read", "tickets.write"),
  accountant: allOf(
    "dashboard.read",
    "invoices.read",
    "invoices.write",
    "purchases.read",
    "purchases.write",
    "store.write",
    "billing.tools",
  ),
};

export function isAgencyRole(value: unknown): value is AgencyRole {
  return typeof value === "string" && (AGENCY_ROLES as readonly string[]).includes(value);
}

/** What a role holds of a capability: every row, only assigned projects' rows, or nothing. */
export function grantOf(role: AgencyRole | null | undefined, capability: Capability): Grant | null {
  if (!role) return null;
  return CAPABILITY_TABLE[role][capability] ?? null;
}

/** Whether a role may use a capability at all (on some rows). */
export function can(role: AgencyRole | null | undefined, capability: Capability): boolean {
  return grantOf(role, capability) !== null;
}

/** Every capability a role holds, in the table's order (the session payload carries it). */
export function capabilitiesOf(role: AgencyRole | null | undefined): Capability[] {
  return CAPABILITIES.filter((c) => can(role, c));
}
