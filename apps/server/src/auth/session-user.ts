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
