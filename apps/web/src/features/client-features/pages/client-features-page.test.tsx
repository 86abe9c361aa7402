import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import {
  clientFeaturesOf,
  clientSummaries,
  clientSummariesHandler,
  danielsStoreSetup,
  danielsSummary,
  noasSummary,
} from "@/test/api/client-features";
import { dana, danaAs, daniel, signedInAs } from "@/test/api/session";
import { apiError, mockApi, neverAnswered } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { ClientFeaturesPage } from "./client-features-page";

const url = "/admin/client-features";
const buyers = [danielsSummary, noasSummary];

/** The buyers filtered by e-mail as the server does, and Daniel's purchases; every query asked is kept. */
function serve(profile = dana) {
  const asked = { buyers: [] as URLSearchParams[], purchases: [] as URLSearchParams[] };
  mockApi.use(
    signedInAs(profile),
    clientSummariesHandler((query) => {
      asked.buyers.push(query);
      const email = query.get("email") ?? "";
      return clientSummaries(
        buyers.filter((b) => b.email.includes(email)),
        buyers.length,
      );
    }),
    http.get("/api/admin/client-features/clients/:clientId", ({ request, params }) => {
      if (params.clientId !== daniel.id) return apiError(404, "not_found");
      const query = new URL(request.url).searchParams;
      asked.purchases.push(query);
      const status = query.get("status");
      return HttpResponse.json(clientFeaturesOf([danielsStoreSetup].filter((p) => !status || p.status === status)));
    }),
  );
  return asked;
}

const card = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("Client Features", () => {
  it("says Access denied to anyone without an admin profile", async () => {
    mockApi.use(signedInAs(daniel));
    await renderScreen(<ClientFeaturesPage />, { url });
    expect(await screen.findByText("Access denied. Admin privileges required.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Client Features" })).toBeNull();
  });

  it("says the buyers are loading", async () => {
    mockApi.use(signedInAs(dana), clientSummariesHandler(neverAnswered));
    await renderScreen(<ClientFeaturesPage />, { url });
    expect(await screen.findByRole("heading", { level: 1, name: "Client Features" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("sums up the buyers in cards, the average price in whole dollars", async () => {
    serve();
    await renderScreen(<ClientFeaturesPage />, { url });
    await screen.findByText("daniel@brooksbakery.com");
    expect(card("Clients")).toBe("2 of 2");
    expect(card("Total Features Purchased")).toBe("3");
    expect(card("Total Revenue")).toBe("$237.00");
    // $237 over three features is $79.
    expect(card("Average Feature Price")).toBe("$79");
  });

  it("lists each buyer with features, total spent, last purchase and View Features", async () => {
    serve();
    await renderScreen(<ClientFeaturesPage />, { url });
    const row = (await screen.findByText("daniel@brooksbakery.com")).closest("tr") as HTMLElement;
    const table = row.closest("table") as HTMLElement;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Client", "Features", "Total Spent", "Last Purchase", "Actions"]);
    expect(within(row).getByText("Daniel Brooks")).toBeTruthy();
    expect(within(row).getByText("$199.00")).toBeTruthy();
    expect(within(row).getByText("Nov 1, 2026")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "View Features for daniel@brooksbakery.com" })).toBeTruthy();
  });

  it("filters by e-mail, feature type and purchase date in the URL, and the export follows the filters", async () => {
    const asked = serve();
    const { location } = await renderScreen(<ClientFeaturesPage />, { url });
    await screen.findByText("daniel@brooksbakery.com");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by client email" }), { target: { value: "noa" } });
    await waitFor(() => expect(screen.queryByText("daniel@brooksbakery.com")).toBeNull());
    expect(card("Clients")).toBe("1 of 2");
    const type = screen.getByLabelText("Feature type");
    expect(
      within(type)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All types", "One-time", "Monthly"]);
    fireEvent.change(type, { target: { value: "monthly" } });
    const when = screen.getByLabelText("Purchase date");
    expect(
      within(when)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All time", "Last week", "Last month", "Last 3 months", "Last year"]);
    fireEvent.change(when, { target: { value: "30" } });
    await waitFor(() => expect(location().search).toBe("?email=noa&billingType=monthly&days=30"));
    await waitFor(() => expect(asked.buyers.at(-1)?.get("days")).toBe("30"));
    expect(asked.buyers.at(-1)?.get("billingType")).toBe("monthly");
    const exported = new URL(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href") ?? "", "http://x");
    expect(exported.pathname).toBe("/api/admin/client-features/export");
    expect(Object.fromEntries(exported.searchParams)).toEqual({ email: "noa", billingType: "monthly", days: "30" });
  });

  it("says No clients found, or none matching the filters", async () => {
    mockApi.use(
      signedInAs(dana),
      clientSummariesHandler((query) => clientSummaries([], query.get("email") ? 2 : 0)),
    );
    const { location } = await renderScreen(<ClientFeaturesPage />, { url });
    expect(await screen.findByText("No clients found")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by client email" }), { target: { value: "zz" } });
    expect(location().search).toBe("?email=zz");
    expect(await screen.findByText("No clients found matching your filters")).toBeTruthy();
  });

  it("says the list could not be loaded, in place of it and as a toast", async () => {
    mockApi.use(
      signedInAs(dana),
      clientSummariesHandler(() => apiError(500, "internal")),
    );
    await renderScreen(<ClientFeaturesPage />, { url });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load client features. Please try again.");
    await waitFor(() => expect(screen.getAllByText("Failed to load client features. Please try again.")).toHaveLength(2));
  });

  it("opens a client's features with their totals, and Back to Clients keeps the list's filters", async () => {
    serve();
    const { location } = await renderScreen(<ClientFeaturesPage />, { url: `${url}?email=dan` });
    fireEvent.click(await screen.findByRole("button", { name: "View Features for daniel@brooksbakery.com" }));
    await waitFor(() => expect(new URLSearchParams(location().search).get("client")).toBe(daniel.id));
    expect(await screen.findByRole("heading", { level: 2, name: "Features for daniel@brooksbakery.com" })).toBeTruthy();
    expect(screen.getByText("Total features: 1")).toBeTruthy();
    expect(screen.getByText("Total spent: $199.00")).toBeTruthy();
    const row = screen.getByText("Online Store Setup").closest("tr") as HTMLElement;
    expect(within(row).getByLabelText("Status of Online Store Setup")).toHaveProperty("value", "in_progress");
    expect(within(row).getByRole("progressbar").getAttribute("aria-valuetext")).toBe("40%");
    expect(within(row).getByRole("spinbutton", { name: "Progress of Online Store Setup (%)" })).toHaveProperty("value", "40");
    fireEvent.click(screen.getByRole("button", { name: "Back to Clients" }));
    await waitFor(() => expect(new URLSearchParams(location().search).get("client")).toBeNull());
    expect(await screen.findByText("daniel@brooksbakery.com")).toBeTruthy();
  });

  it("filters a client's features by status, and says when none is found", async () => {
    const asked = serve();
    const { location } = await renderScreen(<ClientFeaturesPage />, { url: `${url}?client=${daniel.id}` });
    await screen.findByText("Online Store Setup");
    const status = screen.getAllByLabelText("Status").find((e) => e.id && !e.getAttribute("aria-label")) as HTMLElement;
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All statuses", "Pending", "In Progress", "Completed"]);
    fireEvent.change(status, { target: { value: "completed" } });
    await waitFor(() => expect(new URLSearchParams(location().search).get("purchases.status")).toBe("completed"));
    expect(await screen.findByText("No features found")).toBeTruthy();
    expect(asked.purchases.at(-1)?.get("status")).toBe("completed");
  });

  it("says Client not found for a client who is not there", async () => {
    serve();
    await renderScreen(<ClientFeaturesPage />, { url: `${url}?client=6f1c2a9e-3b7d-4c1a-9e2f-00000000dead` });
    expect(await screen.findByText("Client not found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to Clients" })).toBeTruthy();
  });

  it("lets an accountant in, whose role holds the purchases (decision 096)", async () => {
    serve(danaAs("accountant"));
    await renderScreen(<ClientFeaturesPage />, { url });
    expect(await screen.findByText("daniel@brooksbakery.com")).toBeTruthy();
  });

  it("reads in Hebrew, with Hebrew dates and the totals", async () => {
    serve();
    await renderScreen(<ClientFeaturesPage />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByRole("heading", { level: 1, name: "תכונות לקוחות" })).toBeTruthy();
    const row = (await screen.findByText("daniel@brooksbakery.com")).closest("tr") as HTMLElement;
    expect(within(row).getByText("1 בנוב׳ 2026")).toBeTruthy();
    expect(card("לקוחות")).toBe("2 מתוך 2");
    expect(card("סך ההכנסות")).toBe("$237.00");
    fireEvent.click(within(row).getByRole("button", { name: "צפייה בתכונות של daniel@brooksbakery.com" }));
    expect(await screen.findByText("סך התכונות: 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "חזרה ללקוחות" })).toBeTruthy();
  });
});
