import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { firstClientPage } from "@/app/navigation";
import { CompanyGate } from "@/features/companies";
import { brooksBakery, companyHandlers, harbourCafe, myCompanies } from "@/test/api/companies";
import { daniel, signedInAs } from "@/test/api/session";
import { mockApi } from "@/test/mock-api";
import { renderScreen } from "@/test/render";

const billingOnly = { ...harbourCafe, rights: { project: false, revisions: false, billing: true, support: false } };

function serve(company = harbourCafe) {
  mockApi.use(signedInAs(daniel), companyHandlers.mine(myCompanies([company])));
}

describe("a client page gated by the person's rights in their company (decision 115)", () => {
  it("lets the owner in", async () => {
    serve(brooksBakery);
    await renderScreen(
      <CompanyGate access="owner">
        <h1>Team</h1>
      </CompanyGate>,
      { url: "/dashboard/team" },
    );
    expect(await screen.findByRole("heading", { name: "Team" })).toBeTruthy();
  });

  it("tells a colleague the Team page is not theirs", async () => {
    serve();
    await renderScreen(
      <CompanyGate access="owner">
        <h1>Team</h1>
      </CompanyGate>,
      { url: "/dashboard/team" },
    );
    expect(await screen.findByRole("heading", { name: "Your company has not given you this page" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Team" })).toBeNull();
  });

  it("in Hebrew too", async () => {
    serve();
    await renderScreen(
      <CompanyGate access={["billing"]}>
        <h1>Invoices</h1>
      </CompanyGate>,
      { url: "/dashboard/invoices", language: "he" },
    );
    expect(await screen.findByRole("heading", { name: "החברה שלכם לא נתנה לכם גישה לדף הזה" })).toBeTruthy();
  });

  it("lets a colleague with only revisions into the dashboard, which needs the project or revisions", async () => {
    serve();
    await renderScreen(
      <CompanyGate access={["project", "revisions"]} elsewhere={firstClientPage}>
        <h1>Dashboard</h1>
      </CompanyGate>,
      { url: "/dashboard" },
    );
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("sends a bookkeeper from the dashboard to the first page they may use", async () => {
    serve(billingOnly);
    const { location } = await renderScreen(
      <CompanyGate access={["project", "revisions"]} elsewhere={firstClientPage}>
        <h1>Dashboard</h1>
      </CompanyGate>,
      { url: "/dashboard" },
    );
    await waitFor(() => expect(location().pathname).toBe("/dashboard/invoices"));
  });
});
