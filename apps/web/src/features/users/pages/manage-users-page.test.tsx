import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dana, signedInAs } from "@/test/api/session";
import { danaSummary, danielSummary, userHandlers, userList } from "@/test/api/users";
import { apiError, mockApi, neverAnswered } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ManageUsersPage } from "./manage-users-page";

const url = "/admin/users";

/** The list answers by role and search, as the server does. */
function serveUsers() {
  mockApi.use(
    signedInAs(dana),
    userHandlers.list((query) => {
      const role = query.get("role");
      const search = query.get("search") ?? "";
      const users = [danielSummary, danaSummary].filter((u) => u.role === role && u.email.includes(search));
      return userList(users);
    }),
  );
}

describe("Manage Users (on the list primitive)", () => {
  it("says the users are loading", async () => {
    mockApi.use(signedInAs(dana), userHandlers.list(neverAnswered));
    await renderScreen(<ManageUsersPage />, { url });
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("lists the clients with their unviewed revisions and a named Manage link", async () => {
    serveUsers();
    await renderScreen(<ManageUsersPage />, { url });
    const list = await screen.findByRole("list", { name: "Clients" });
    expect(within(list).getByText("Daniel Brooks")).toBeTruthy();
    expect(within(list).getByText("1 revision request not viewed yet")).toBeTruthy();
    expect(within(list).getByRole("link", { name: "Manage Daniel Brooks" }).getAttribute("href")).toBe(
      `/admin/users/${danielSummary.id}`,
    );
    expect(screen.getByRole("navigation", { name: "Clients: pages" })).toBeTruthy();
  });

  it("keeps the search and the admins switch in the URL, back on page 1, and says when nothing matches", async () => {
    serveUsers();
    const { location } = await renderScreen(<ManageUsersPage />, { url: `${url}?page=2` });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "nobody@" } });
    expect(location().search).toBe("?search=nobody%40");
    expect(await screen.findByText("No users match your search")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("switch", { name: "Show Admins" }));
    await waitFor(() => expect(location().search).toBe("?role=admin"));
    expect(within(await screen.findByRole("list", { name: "Admins" })).getByText("Dana Levi")).toBeTruthy();
  });

  it("keeps Assigned to me in the URL and asks the server for the clients assigned to the signed-in person", async () => {
    const asked: (string | null)[] = [];
    mockApi.use(
      signedInAs(dana),
      userHandlers.list((query) => {
        asked.push(query.get("assigned"));
        return userList(query.get("assigned") === "me" ? [] : [danielSummary]);
      }),
    );
    const { location } = await renderScreen(<ManageUsersPage />, { url });
    expect(await screen.findByText("Daniel Brooks")).toBeTruthy();
    const mine = screen.getByRole("switch", { name: "Assigned to me" });
    expect(mine.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(mine);
    await waitFor(() => expect(location().search).toBe("?assigned=me"));
    await waitFor(() => expect(screen.queryByText("Daniel Brooks")).toBeNull());
    expect(asked).toContain("me");
    expect(screen.getByRole("switch", { name: "Assigned to me" }).getAttribute("aria-checked")).toBe("true");
  });

  it("says the users could not be loaded", async () => {
    mockApi.use(
      signedInAs(dana),
      userHandlers.list(() => apiError(500, "internal")),
    );
    await renderScreen(<ManageUsersPage />, { url });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load users");
  });

  it("reads in Hebrew", async () => {
    serveUsers();
    await renderScreen(<ManageUsersPage />, { url, language: "he" });
    expect(screen.getByRole("heading", { level: 1, name: "ניהול משתמשים" })).toBeTruthy();
    expect(await screen.findByRole("list", { name: "לקוחות" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ניהול Daniel Brooks" })).toBeTruthy();
  });
});
