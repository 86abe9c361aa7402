import type { UserSummary } from "@portal/shared/users-contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { dana, danaAs, signedInAs } from "@/test/api/session";
import { danaSummary, danielSummary, userHandlers, userList } from "@/test/api/users";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ManageUsersPage } from "./manage-users-page";

const url = "/admin/users";

/** Maya, a designer on the staff. */
const mayaSummary: UserSummary = {
  ...danaSummary,
  id: "22222222-2222-4222-8222-222222222222",
  email: "maya@harbourpine.example",
  fullName: "Maya Cohen",
  agencyRole: "designer",
};

/** The lists by role as the server holds them; a delete removes the person. */
function serve(profile = dana, remove: () => Response = () => new HttpResponse(null, { status: 204 })) {
  let people = [danielSummary, danaSummary, mayaSummary];
  const asked: URLSearchParams[] = [];
  mockApi.use(
    signedInAs(profile),
    userHandlers.list((query) => {
      asked.push(query);
      return userList(people.filter((p) => p.role === (query.get("role") ?? "client")));
    }),
    http.delete("/api/admin/users/:id", ({ params }) => {
      const answer = remove();
      if (answer.ok) people = people.filter((p) => p.id !== params.id);
      return answer;
    }),
  );
  return { asked, seen: recordRequests() };
}

const count = (label: string) => screen.getByText(label, { selector: "p.text-sm" }).nextElementSibling?.textContent;

describe("Manage Users: counts, export and deleting people", () => {
  it("shows the counts of Total, Clients and Admins", async () => {
    serve();
    await renderScreen(<ManageUsersPage />, { url });
    await screen.findByText("Daniel Brooks");
    expect(count("Total")).toBe("2");
    expect(count("Clients")).toBe("1");
    expect(count("Admins")).toBe("1");
  });

  it("exports the list shown, with its role and search", async () => {
    serve();
    await renderScreen(<ManageUsersPage />, { url: `${url}?search=dan` });
    await screen.findByText("Daniel Brooks");
    const link = new URL(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href") ?? "", "http://x");
    expect(link.pathname).toBe("/api/admin/users/export");
    expect(link.searchParams.get("role")).toBe("client");
    expect(link.searchParams.get("search")).toBe("dan");
  });

  it("deletes a client after saying what is kept and what is lost", async () => {
    const { asked, seen } = serve();
    await renderScreen(<ManageUsersPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Brooks Bakery" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this user?" });
    expect(dialog.textContent).toContain(
      "Brooks Bakery will lose access. Their project, revision requests, support tickets and files are deleted; invoices and purchases are kept for bookkeeping.",
    );
    const reads = asked.length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete user" }));
    expect(await screen.findByText("User deleted successfully")).toBeTruthy();
    const [deleted] = requestsTo(seen, "DELETE", `/api/admin/users/${danielSummary.id}`);
    expect(deleted?.headers.get("Idempotency-Key")).toBeTruthy();
    await waitFor(() => expect(asked.length).toBeGreaterThan(reads));
    expect(await screen.findByText("No clients yet")).toBeTruthy();
  });

  it("deletes nobody on Cancel", async () => {
    const { seen } = serve();
    await renderScreen(<ManageUsersPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Brooks Bakery" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requestsTo(seen, "DELETE", danielSummary.id)).toHaveLength(0);
    expect(screen.getByText("Daniel Brooks")).toBeTruthy();
  });

  it("says a signed-out person must sign in to delete users", async () => {
    serve(dana, () => apiError(401, "unauthorized"));
    await renderScreen(<ManageUsersPage />, { url });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Brooks Bakery" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete user" }));
    expect(await screen.findByText("You must be logged in to delete users")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Delete this user?" })).toBeTruthy();
  });

  it("says why the last owner cannot be deleted", async () => {
    serve(dana, () => apiError(409, "last_owner"));
    await renderScreen(<ManageUsersPage />, { url: `${url}?role=admin` });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Dana Levi" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete user" }));
    expect(await screen.findByText("The agency needs at least one owner: make someone else an owner first.")).toBeTruthy();
  });

  it("lets an owner delete staff, an admin only clients, and a project manager nobody (decision 096)", async () => {
    serve(dana);
    const owner = await renderScreen(<ManageUsersPage />, { url: `${url}?role=admin` });
    expect(await screen.findByRole("button", { name: "Delete Maya Cohen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add client" })).toBeTruthy();
    owner.unmount();

    serve(danaAs("admin"));
    const admin = await renderScreen(<ManageUsersPage />, { url: `${url}?role=admin` });
    expect(await screen.findByText("Maya Cohen")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete Maya Cohen" })).toBeNull();
    admin.unmount();
    const adminOnClients = await renderScreen(<ManageUsersPage />, { url });
    expect(await screen.findByRole("button", { name: "Delete Brooks Bakery" })).toBeTruthy();
    adminOnClients.unmount();

    serve(danaAs("project_manager"));
    await renderScreen(<ManageUsersPage />, { url });
    expect(await screen.findByText("Daniel Brooks")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete Brooks Bakery" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add client" })).toBeNull();
  });

  it("says when there are no admins", async () => {
    mockApi.use(
      signedInAs(dana),
      userHandlers.list(() => userList([])),
    );
    await renderScreen(<ManageUsersPage />, { url: `${url}?role=admin` });
    expect(await screen.findByText("No admins found")).toBeTruthy();
  });

  it("asks before deleting in Hebrew", async () => {
    serve();
    await renderScreen(<ManageUsersPage />, { url, language: "he" });
    fireEvent.click(await screen.findByRole("button", { name: "מחיקת Brooks Bakery" }));
    const dialog = await screen.findByRole("dialog", { name: "למחוק את המשתמש?" });
    expect(dialog.textContent).toContain("הגישה של Brooks Bakery תבוטל.");
    fireEvent.click(within(dialog).getByRole("button", { name: "מחיקת משתמש" }));
    expect(await screen.findByText("המשתמש נמחק בהצלחה")).toBeTruthy();
    expect(count("מנהלים")).toBe("1");
  });
});
