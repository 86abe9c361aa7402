import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { brooksBakery, companyHandlers, harbourCafe, myCompanies } from "@/test/api/companies";
import { daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AppLayout } from "./app-layout";

/** The client's area around Daniel, acting for `company`, with the sidebar's unread counts. */
function serve(counts: Parameters<typeof http.get>[1] | object, company = brooksBakery) {
  mockApi.use(
    signedInAs(daniel),
    companyHandlers.mine(myCompanies([brooksBakery, harbourCafe], company)),
    http.get(
      "/api/notifications/counts",
      typeof counts === "function" ? (counts as Parameters<typeof http.get>[1]) : () => HttpResponse.json(counts),
    ),
    http.put("/api/me/language", () => new HttpResponse(null, { status: 204 })),
  );
}

const clientCounts = { role: "client", invoices: 2, support: 1, commentReplies: 0 };

const nav = () => screen.getByRole("navigation", { name: "Main navigation" });
const links = () =>
  within(nav())
    .getAllByRole("link")
    .map((a) => a.textContent);

// The live-update stream is not under test here: no EventSource, so the layout opens none.
beforeEach(() => vi.stubGlobal("EventSource", undefined));
afterEach(() => vi.unstubAllGlobals());

describe("the client's sidebar", () => {
  it("lists the client's sections, the unread counts as badges read out as new", async () => {
    serve(clientCounts);
    await renderScreen(<AppLayout />, { url: "/dashboard/invoices", path: "/dashboard/*" });
    await waitFor(() => expect(links()).toHaveLength(7));
    const invoices = within(nav()).getByRole("link", { name: /Invoices/ });
    await waitFor(() => expect(invoices.textContent).toBe("Invoices22 new"));
    expect(within(nav()).getByRole("link", { name: /Support/ }).textContent).toBe("Support11 new");
    expect(within(nav()).getByRole("link", { name: "Revision Requests" })).toBeTruthy();
    expect(links()).toEqual([
      "Dashboard",
      "Revision Requests",
      "Invoices22 new",
      "Feature Store",
      "Support11 new",
      "Team",
      "Settings",
    ]);
    // The page shown is the one marked in the menu.
    expect(invoices.getAttribute("aria-current")).toBe("page");
    expect(within(nav()).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows a colleague only the sections their rights in the company give", async () => {
    serve(clientCounts, harbourCafe);
    await renderScreen(<AppLayout />, { url: "/dashboard", path: "/dashboard/*" });
    await waitFor(() => expect(links()).toEqual(["Dashboard", "Revision Requests", "Settings"]));
  });

  it("shows no badges when the counts could not be read", async () => {
    serve(() => apiError(500, "internal"));
    const seen = recordRequests();
    await renderScreen(<AppLayout />, { url: "/dashboard", path: "/dashboard/*" });
    await waitFor(() => expect(requestsTo(seen, "GET", "/api/notifications/counts")).toHaveLength(1));
    await waitFor(() => expect(links()).toHaveLength(7));
    expect(within(nav()).queryByText(/new$/)).toBeNull();
  });

  it("saves the language the client switches to, for their e-mails", async () => {
    serve(clientCounts);
    const seen = recordRequests();
    await renderScreen(<AppLayout />, { url: "/dashboard", path: "/dashboard/*" });
    fireEvent.click(await screen.findByRole("button", { name: "Switch language: עברית" }));
    await waitFor(() => expect(requestsTo(seen, "PUT", "/api/me/language")).toHaveLength(1));
    expect(await requestsTo(seen, "PUT", "/api/me/language")[0]?.json()).toEqual({ language: "he" });
    expect(await screen.findByRole("link", { name: "לוח בקרה" })).toBeTruthy();
  });

  it("signs out: the session ended on the server, then the login page", async () => {
    serve(clientCounts);
    mockApi.use(http.post("*/api/auth/sign-out", () => HttpResponse.json({ success: true })));
    const seen = recordRequests();
    const { location } = await renderScreen(<AppLayout />, { url: "/dashboard", path: "/dashboard/*" });
    fireEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Logged out successfully")).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/login"));
    expect(requestsTo(seen, "POST", "/api/auth/sign-out")).toHaveLength(1);
  });

  it("says the client is still signed in when the server did not end the session", async () => {
    serve(clientCounts);
    mockApi.use(http.post("*/api/auth/sign-out", () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const { location } = await renderScreen(<AppLayout />, { url: "/dashboard", path: "/dashboard/*" });
    fireEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Sign Out Error")).toBeTruthy();
    expect(location().pathname).toBe("/dashboard");
  });

  it("reads in Hebrew, right to left, with the counts in Hebrew", async () => {
    serve(clientCounts);
    const he = (await import("@/locales/he/nav.json")).default;
    await renderScreen(<AppLayout />, { url: "/dashboard", path: "/dashboard/*", language: "he" });
    const menu = await screen.findByRole("navigation", { name: he.mainNavigation });
    const invoices = await within(menu).findByRole("link", { name: new RegExp(he.invoices) });
    await waitFor(() => expect(invoices.textContent).toBe(`${he.invoices}2${he.unreadCount_other.replace("{{count}}", "2")}`));
    expect(screen.getByRole("button", { name: he.signOut })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
