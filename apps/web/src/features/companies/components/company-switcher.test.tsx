import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { brooksBakery, companyHandlers, harbourCafe, myCompanies } from "@/test/api/companies";
import { mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { CompanySwitcher } from "./company-switcher";

describe("the company switcher", () => {
  it("is not there for a person in one company", async () => {
    const seen = recordRequests();
    mockApi.use(companyHandlers.mine(myCompanies([brooksBakery])));
    await renderScreen(<CompanySwitcher enabled />);
    await waitFor(() => expect(requestsTo(seen, "GET", "/api/companies")).toHaveLength(1));
    expect(screen.queryByRole("combobox", { name: "Company" })).toBeNull();
  });

  it("shows the active company and switches, then fetches everything again", async () => {
    let active = brooksBakery;
    const seen = recordRequests();
    mockApi.use(
      http.get("/api/companies", () => HttpResponse.json(myCompanies([brooksBakery, harbourCafe], active))),
      companyHandlers.switch(async ({ request }) => {
        const { accountId } = (await request.json()) as { accountId: string };
        active = accountId === harbourCafe.accountId ? harbourCafe : brooksBakery;
        return HttpResponse.json(myCompanies([brooksBakery, harbourCafe], active));
      }),
    );
    await renderScreen(<CompanySwitcher enabled />);
    const select = (await screen.findByRole("combobox", { name: "Company" })) as HTMLSelectElement;
    expect(select.value).toBe(brooksBakery.accountId);
    fireEvent.change(select, { target: { value: harbourCafe.accountId } });
    expect(await screen.findByText("Now showing Harbour Cafe")).toBeTruthy();
    expect(requestsTo(seen, "PUT", "/api/companies/active")).toHaveLength(1);
    await waitFor(() => expect(requestsTo(seen, "GET", "/api/companies")).toHaveLength(2));
    await waitFor(() => expect(select.value).toBe(harbourCafe.accountId));
  });
});
