import type { UserDetail, UserListResponse, UserSummary } from "@portal/shared/users-contracts";
import { HttpResponse, type HttpResponseResolver, http } from "msw";
import { apiError } from "../mock-api";
import { pageOf } from "./page";
import { dana, daniel } from "./session";

/** Daniel as the admin's user page shows him: signed up with a password, premium running. */
export const danielDetail: UserDetail = {
  id: daniel.id,
  email: daniel.email,
  fullName: daniel.fullName,
  businessName: daniel.businessName,
  phone: daniel.phone,
  role: "client",
  agencyRole: null,
  createdAt: daniel.createdAt,
  hasPassword: true,
  premium: { state: "active", until: "2026-12-01T00:00:00.000Z" },
};

/** Daniel in the client list, with one revision request the admin has not opened. */
export const danielSummary: UserSummary = {
  id: daniel.id,
  email: daniel.email,
  fullName: daniel.fullName,
  businessName: daniel.businessName,
  phone: daniel.phone,
  role: "client",
  agencyRole: null,
  createdAt: daniel.createdAt,
  unviewedRevisions: 1,
  etag: '"1"',
};

export const danaSummary: UserSummary = { ...danielSummary, ...dana, role: "admin", agencyRole: "owner", unviewedRevisions: 0 };

/** A page of the user list with the counts of both roles. */
export const userList = (users: UserSummary[]): UserListResponse => ({
  users,
  ...pageOf(users),
  counts: { total: 2, clients: 1, admins: 1 },
});

export const userHandlers = {
  /** `GET /api/admin/users?role=&search=&page=&sort=&dir=`: answered by `answer` with the query. */
  list: (answer: (query: URLSearchParams) => Response | Promise<Response> | UserListResponse) =>
    http.get("/api/admin/users", async ({ request }) => {
      const result = await answer(new URL(request.url).searchParams);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  /** `GET /api/admin/users/:id`: one person, or 404 when there is nobody by that id. */
  one: (user: UserDetail | null | HttpResponseResolver) =>
    http.get(
      "/api/admin/users/:userId",
      typeof user === "function"
        ? user
        : ({ params }) => (user && params.userId === user.id ? HttpResponse.json(user) : apiError(404, "not_found")),
    ),
};
