import type { Role } from "@portal/shared/constants";

/** The signed-in person a request acts for. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  fullName: string;
  businessName: string | null;
  phone: string | null;
  createdAt: Date;
}

/** What the web app is told of the signed-in person (`/api/session`, `/api/me`, the page's HTML). */
export function toProfile(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    role: user.role,
    fullName: user.fullName,
    businessName: user.businessName,
    createdAt: user.createdAt.toISOString(),
  };
}
