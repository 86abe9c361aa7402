import { type AgencyRole, capabilitiesOf } from "@portal/shared/agency-roles";
import type { Locale, Role } from "@portal/shared/constants";

/** The signed-in person a request acts for. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  /** An admin's role in the agency (decision 096); null for a client. */
  agencyRole: AgencyRole | null;
  fullName: string;
  businessName: string | null;
  phone: string | null;
  /** The language the person last used in the web app (their e-mails use it). */
  language: Locale;
  createdAt: Date;
  /** Has a confirmed authenticator app (decision 108). */
  twoFactorEnabled: boolean;
  /** This session was signed in with a passkey, a strong factor on its own (decision 113). */
  signedInWithPasskey: boolean;
}

/**
 * Staff without a second factor while the agency requires one: the admin area refuses them
 * (decision 108). A person with an app passed it at this sign-in; a passkey sign-in is strong on
 * its own (decision 113), but a passkey does not make an SMS-code sign-in strong.
 */
export function secondFactorMissing(user: SessionUser, staffMustUseSecondFactor: boolean): boolean {
  return user.role === "admin" && staffMustUseSecondFactor && !user.twoFactorEnabled && !user.signedInWithPasskey;
}

/** What the web app is told of the signed-in person (`/api/session`, `/api/me`, the page's HTML). */
export function toProfile(user: SessionUser, staffMustUseSecondFactor: boolean) {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    role: user.role,
    agencyRole: user.agencyRole,
    capabilities: capabilitiesOf(user.agencyRole),
    fullName: user.fullName,
    businessName: user.businessName,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    twoFactorEnabled: user.twoFactorEnabled,
    secondFactorMissing: secondFactorMissing(user, staffMustUseSecondFactor),
  };
}
