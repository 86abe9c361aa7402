import { z } from "zod";
import { AGENCY_ROLES, CAPABILITIES } from "./agency-roles.ts";
import { LOCALES, ROLES } from "./constants.ts";

/** The signed-in person as the API returns it (`GET /api/me`). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  /** An admin's role in the agency and what it may do (decision 096); null and empty for a client. */
  agencyRole: z.enum(AGENCY_ROLES).nullable(),
  capabilities: z.array(z.enum(CAPABILITIES)),
  fullName: z.string(),
  businessName: z.string().nullable(),
  /** The language the person last used here; the web app saves a change of it. */
  language: z.enum(LOCALES),
  createdAt: z.string(),
  /** Has a confirmed authenticator app as a second sign-in factor (decision 108). */
  twoFactorEnabled: z.boolean(),
  /** Staff who must set up a second factor before the admin area answers them (decision 108). */
  secondFactorMissing: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export { homePathFor } from "./home-path.ts";

/** Who is signed in, if anyone: the screens' session probe answers 200 either way. */
export const sessionResponse = z.object({ profile: profileSchema.nullable() });
