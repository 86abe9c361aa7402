import type { UserDetail } from "@portal/shared/users-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { apiError } from "../mock-api";
import { daniel } from "./session";

/** Daniel as the admin's user page shows him: signed up with a password, premium running. */
export const danielDetail: UserDetail = {
  id: daniel.id,
  email: daniel.email,
  fullName: daniel.fullName,
  businessName: daniel.businessName,
  phone: daniel.phone,
  role: "client",
  createdAt: daniel.createdAt,
  hasPassword: true,
  premium: { state: "active", until: "2026-12-01T00:00:00.000Z" },
};

export const userHandlers = {
  /** `GET /api/admin/users/:id`: one person, or 404 when there is nobody by that id. */
  one: (user: UserDetail | null | HttpResponseResolver) =>
    http.get(
      "/api/admin/users/:userId",
      typeof user === "function"
        ? user
        : ({ params }) => (user && params.userId === user.id ? HttpResponse.json(user) : apiError(404, "not_found")),
    ),
};
