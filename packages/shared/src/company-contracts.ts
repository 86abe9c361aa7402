import { z } from "zod";
import { COUNTRIES, toE164, validatePhone } from "./phone.ts";

const countryCodes = COUNTRIES.map((c) => c.code) as ["IL", "US"];

/**
 * What a person may do in a client company (decision 106): see the project and its demo; request
 * revisions and comment; see and pay invoices, buy features and premium; open and answer tickets.
 * The company's owner holds every right.
 */
export const CLIENT_RIGHTS = ["project", "revisions", "billing", "support"] as const;
export type ClientRight = (typeof CLIENT_RIGHTS)[number];

export const clientRights = z.object({
  project: z.boolean(),
  revisions: z.boolean(),
  billing: z.boolean(),
  support: z.boolean(),
});
export type ClientRights = z.infer<typeof clientRights>;

/** Every right, as the owner holds them. */
export const ALL_CLIENT_RIGHTS: ClientRights = { project: true, revisions: true, billing: true, support: true };

/**
 * One company a person belongs to: its client account's id, its name, its owner's name (whom a
 * colleague asks for what their rights do not give, decision 120) and what they may do there.
 */
export const companyMembership = z.object({
  accountId: z.uuid(),
  name: z.string(),
  ownerName: z.string(),
  owner: z.boolean(),
  rights: clientRights,
});
export type CompanyMembership = z.infer<typeof companyMembership>;

/** The companies of the person asking, and the one their session acts for. */
export const myCompaniesResponse = z.object({
  activeAccountId: z.uuid(),
  companies: z.array(companyMembership),
});
export type MyCompaniesResponse = z.infer<typeof myCompaniesResponse>;

export const switchCompanyRequest = z.object({ accountId: z.uuid() });

/** A person of the company, as its owner's Team page lists them. */
export const teamMember = z.object({
  personId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  owner: z.boolean(),
  rights: clientRights,
  joinedAt: z.iso.datetime(),
  /** The version of the person's row in the company, for an admin's change (`If-Match`, decision 114). */
  etag: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamResponse = z.object({ members: z.array(teamMember) });

/**
 * A client's team as an admin sees it on the client's page (decision 114): the people of the
 * company they own (none when they only joined others), and the companies they are a colleague in.
 */
export const adminTeamResponse = teamResponse.extend({
  colleagueOf: z.array(z.object({ accountId: z.uuid(), name: z.string() })),
});
export type AdminTeamResponse = z.infer<typeof adminTeamResponse>;

/**
 * A colleague the owner invites by e-mail, by phone, or both (decision 115): their name and the
 * rights they get. The invitation goes to the e-mail (a set-password link), else by SMS to the
 * phone (a sign-in link); a phone lets them sign in by SMS code too.
 */
export const inviteColleagueRequest = z
  .object({
    email: z
      .string()
      .optional()
      .default("")
      .transform((v) => v.trim().toLowerCase()),
    fullName: z.string().trim().min(1, { message: "fullNameRequired" }).max(200),
    country: z.enum(countryCodes),
    phone: z.string().optional().default(""),
    rights: clientRights,
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone.trim()) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "emailOrPhoneRequired" });
      return;
    }
    if (v.email && !z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "emailInvalid" });
    }
    const error = v.phone.trim() ? validatePhone(v.country, v.phone) : null;
    if (error) ctx.addIssue({ code: "custom", path: ["phone"], message: error });
  })
  .transform((v) => ({ ...v, email: v.email || null, phone: v.phone.trim() ? toE164(v.country, v.phone) : null }));

/**
 * The stored address of a colleague invited by phone alone: a profile needs an e-mail, and the
 * reserved `.invalid` domain (RFC 2606) never receives mail, so nothing is ever sent there.
 */
export function phoneOnlyEmail(phone: string): string {
  return `${phone.replace(/\D/g, "")}@phone.invalid`;
}

/** Whether an address is one `phoneOnlyEmail` made (no mail goes to it, and screens show none). */
export function isPhoneOnlyEmail(email: string): boolean {
  return email.endsWith("@phone.invalid");
}
export type InviteColleagueInput = z.input<typeof inviteColleagueRequest>;

export const changeRightsRequest = z.object({ rights: clientRights });
