import { z } from "zod";
import { AGENCY_ROLES } from "./agency-roles.ts";
import { assignedQueryField } from "./assignment-contracts.ts";
import { ROLES } from "./constants.ts";
import { pageInfoFields, pageQueryFields, sortContract } from "./pagination.ts";
import { COUNTRIES, toE164, validatePhone } from "./phone.ts";

const countryCodes = COUNTRIES.map((c) => c.code) as ["IL", "US"];

/** Admin "Add client": who the person is; the phone is typed as on the login screen. */
export const createClientRequest = z
  .object({
    email: z.email({ message: "emailInvalid" }).transform((v) => v.trim().toLowerCase()),
    country: z.enum(countryCodes),
    phone: z.string(),
    fullName: z.string().trim().min(1, { message: "fullNameRequired" }).max(200),
    businessName: z.string().trim().max(200).optional().default(""),
  })
  .superRefine((v, ctx) => {
    const error = validatePhone(v.country, v.phone);
    if (error) ctx.addIssue({ code: "custom", path: ["phone"], message: error });
  })
  .transform((v) => ({ ...v, phone: toE164(v.country, v.phone) }));
export type CreateClientInput = z.input<typeof createClientRequest>;

export const createdClientResponse = z.object({ id: z.string(), email: z.string(), phone: z.string() });

/** Columns Manage Users sorts by; newest first by default. */
export const USER_SORT = sortContract(["name", "email", "business", "created"], { sort: "created", dir: "desc" });

export const userListQuery = z.object({
  role: z.enum(ROLES).default("client"),
  search: z.string().trim().max(200).optional(),
  ...assignedQueryField,
  ...pageQueryFields,
  ...USER_SORT.fields,
});

export const userSummary = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  /** An admin's role in the agency (decision 096); null for a client. */
  agencyRole: z.enum(AGENCY_ROLES).nullable(),
  createdAt: z.string(),
  /** Revisions of this client the signed-in admin has not opened yet. */
  unviewedRevisions: z.number().int(),
  /** The person's version as listed: a role change made from this row sends it as `If-Match` (decision 084). */
  etag: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

/** One person on the admin's user page; `hasPassword` says whether an invitation can be resent. */
/** A client's premium as the admin sees it: never had it, running, cancelled and ending, or ended; with the date. */
export const ADMIN_PREMIUM_STATES = ["none", "active", "cancelling", "ended"] as const;
export const adminPremiumSchema = z.object({ state: z.enum(ADMIN_PREMIUM_STATES), until: z.string().nullable() });
export type AdminPremium = z.infer<typeof adminPremiumSchema>;

export const userDetail = userSummary
  .omit({ unviewedRevisions: true, etag: true })
  .extend({ hasPassword: z.boolean(), premium: adminPremiumSchema.nullable() });
export type UserDetail = z.infer<typeof userDetail>;

export const userListResponse = z.object({
  users: z.array(userSummary),
  ...pageInfoFields,
  counts: z.object({ total: z.number().int(), clients: z.number().int(), admins: z.number().int() }),
});
export type UserListResponse = z.infer<typeof userListResponse>;

/** A person's role; an admin's role in the agency with it (decision 096; only an owner changes roles). */
export const updateRoleRequest = z.object({ role: z.enum(ROLES), agencyRole: z.enum(AGENCY_ROLES).optional() });
export type RoleChange = z.infer<typeof updateRoleRequest>;
