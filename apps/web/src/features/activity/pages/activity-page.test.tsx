import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activityHandlers, auditPage, failedSignInEntry, invoicePaidEntry, storeClosedEntry } from "@/test/api/activity";
import { daniel } from "@/test/api/session";
import { apiError, mockApi, neverAnswered } from "@/test/mock-api";
import { renderScreen, setViewportWidth } from "@/test/render";
import { ActivityPage } from "./activity-page";

const url = "/admin/activity";
const trail = [invoicePaidEntry, failedSignInEntry, storeClosedEntry];

/** The trail answered as the server filters it, with every query the screen asked. */
function serveTrail() {
  const asked: URLSearchParams[] = [];
  mockApi.use(
    activityHandlers.list((query) => {
      asked.push(query);
      const kind = query.get("kind");
      const person = query.get("person")?.toLowerCase();
      const entries = trail.filter(
        (e) =>
          (!kind || e.kind === kind) &&
          (!person || [e.actorLabel, e.personLabel].some((label) => label?.toLowerCase().includes(person))),
      );
      return auditPage(entries, { overall: trail.length });
    }),
  );
  return asked;
}

const rowOf = (kind: string) => {
  const row = document.querySelector(`tr[data-audit-kind="${kind}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row of ${kind}`);
  return row;
};

afterEach(() => setViewportWidth(1024));

describe("Activity (the audit trail)", () => {
  it("says the trail is loading under its title and the promise that entries cannot be changed", async () => {
    mockApi.use(activityHandlers.list(neverAnswered));
    await renderScreen(<ActivityPage />, { url });
    expect(screen.getByRole("heading", { level: 1, name: "Activity" })).toBeTruthy();
    expect(
      screen.getByText(
        "Every change admins made, and every sign-in. Entries are kept as written: nobody can edit or delete them.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });

  it("shows each entry as When, Who, What, About and the change from before to after", async () => {
    serveTrail();
    await renderScreen(<ActivityPage />, { url });
    const table = await screen.findByRole("table", { name: "Activity" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["When", "Who", "What", "About", "Change"]);

    const paid = rowOf("invoice_marked_paid");
    expect(within(paid).getByText(/^Nov 20, 2026/)).toBeTruthy();
    expect(within(paid).getByText("Dana Levi")).toBeTruthy();
    expect(within(paid).getByText("Invoice marked paid")).toBeTruthy();
    expect(within(paid).getByText("INV-1002")).toBeTruthy();
    expect(within(paid).getByText("Daniel Brooks")).toBeTruthy();
    // Read aloud as "Status: Before: pending After: paid".
    expect(within(paid).getByRole("definition").textContent).toBe("Before:pending→After:paid");
    expect(within(paid).getByRole("term").textContent).toBe("Status:");
  });

  it("names nobody for a failed sign-in, the kind of thing when no label was kept, and yes/no values as words", async () => {
    serveTrail();
    await renderScreen(<ActivityPage />, { url });
    await screen.findByRole("table", { name: "Activity" });
    const failed = rowOf("sign_in_failed");
    expect(within(failed).getByText("Nobody signed in")).toBeTruthy();
    expect(within(failed).getByText("Failed sign-in")).toBeTruthy();
    expect(within(failed).getByText("A person")).toBeTruthy();
    expect(within(failed).getByRole("term").textContent).toBe("Method:");
    const store = rowOf("store_availability_changed");
    expect(within(store).getByText("The feature store")).toBeTruthy();
    expect(within(store).getByRole("definition").textContent).toBe("Before:Yes→After:No");
  });

  it("counts the entries under the list", async () => {
    serveTrail();
    await renderScreen(<ActivityPage />, { url });
    const pager = await screen.findByRole("navigation", { name: "Activity: pages" });
    expect(within(pager).getByText("Showing 1–3 of 3")).toBeTruthy();
  });

  it("asks for a kind of change, keeps it in the URL and says when nothing matches", async () => {
    const asked = serveTrail();
    const { location } = await renderScreen(<ActivityPage />, { url: `${url}?page=2` });
    await screen.findByRole("table", { name: "Activity" });
    fireEvent.change(screen.getByLabelText("Kind of change"), { target: { value: "role_changed" } });
    await waitFor(() => expect(location().search).toBe("?kind=role_changed"));
    expect(await screen.findByText("No activity matches")).toBeTruthy();
    expect(asked.at(-1)?.get("kind")).toBe("role_changed");
    expect(asked.at(-1)?.get("page")).toBe("1");
    expect(screen.queryByRole("navigation", { name: "Activity: pages" })).toBeNull();
  });

  it("searches by person and Clear brings every entry back", async () => {
    const asked = serveTrail();
    const { location } = await renderScreen(<ActivityPage />, { url });
    await screen.findByRole("table", { name: "Activity" });
    const clear = screen.getByRole("button", { name: "Clear" });
    expect(clear).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByRole("searchbox", { name: "Person" }), { target: { value: "daniel" } });
    expect(location().search).toBe("?person=daniel");
    await waitFor(() => expect(document.querySelectorAll("tbody tr")).toHaveLength(1));
    expect(asked.at(-1)?.get("person")).toBe("daniel");
    expect(within(await screen.findByTestId("pager-summary")).getByText("Showing 1–1 of 1 (of 3 in all)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(location().search).toBe(""));
    await waitFor(() => expect(document.querySelectorAll("tbody tr")).toHaveLength(3));
  });

  it("sends the chosen days as the instants they start and end", async () => {
    const asked = serveTrail();
    const { location } = await renderScreen(<ActivityPage />, { url: `${url}?from=2026-11-18&to=2026-11-20` });
    await screen.findByRole("table", { name: "Activity" });
    const query = asked.at(-1);
    expect(new Date(query?.get("since") ?? "").getDate()).toBe(18);
    // The end day is included: the range stops at the start of the day after it.
    expect(new Date(query?.get("until") ?? "").getDate()).toBe(21);
    expect(screen.getByRole("textbox", { name: "From" })).toHaveProperty("value", "18/11/2026");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(location().search).toBe(""));
    await waitFor(() => expect(asked.at(-1)?.get("since")).toBeNull());
  });

  it("shows one person's history from the user page's link, and Show everyone leaves it", async () => {
    const asked = serveTrail();
    const { location } = await renderScreen(<ActivityPage />, { url: `${url}?userId=${daniel.id}` });
    expect((await screen.findByText("Showing one person's activity.")).getAttribute("role")).toBe("status");
    await waitFor(() => expect(asked.at(-1)?.get("userId")).toBe(daniel.id));
    fireEvent.click(screen.getByRole("button", { name: "Show everyone" }));
    await waitFor(() => expect(location().search).toBe(""));
    expect(screen.queryByText("Showing one person's activity.")).toBeNull();
  });

  it("ignores a person id that is not one", async () => {
    const asked = serveTrail();
    await renderScreen(<ActivityPage />, { url: `${url}?userId=daniel` });
    await screen.findByRole("table", { name: "Activity" });
    expect(asked.at(-1)?.has("userId")).toBe(false);
    expect(screen.queryByText("Showing one person's activity.")).toBeNull();
  });

  it("shows cards below 768 px", async () => {
    setViewportWidth(390);
    serveTrail();
    await renderScreen(<ActivityPage />, { url });
    const cards = await screen.findByRole("list", { name: "Activity" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(3);
    expect(within(cards).getByText("Invoice marked paid")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says the trail could not be loaded", async () => {
    mockApi.use(activityHandlers.list(() => apiError(500, "internal")));
    await renderScreen(<ActivityPage />, { url });
    // Said in place of the list (not "No activity matches") and as a toast.
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load the activity");
    await waitFor(() => expect(screen.getAllByText("Failed to load the activity")).toHaveLength(2));
    expect(screen.queryByText("No activity matches")).toBeNull();
  });

  it("reads in Hebrew, with Hebrew dates and kinds", async () => {
    serveTrail();
    await renderScreen(<ActivityPage />, { url, language: "he" });
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("heading", { level: 1, name: "פעילות" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "פעילות" });
    expect(within(table).getByRole("columnheader", { name: "מתי" })).toBeTruthy();
    const paid = rowOf("invoice_marked_paid");
    expect(within(paid).getByText("חשבונית סומנה כשולמה")).toBeTruthy();
    expect(within(paid).getByText(/20 בנוב׳ 2026/)).toBeTruthy();
    expect(within(rowOf("sign_in_failed")).getByText("אף אחד לא היה מחובר")).toBeTruthy();
    expect(within(rowOf("store_availability_changed")).getByRole("definition").textContent).toBe("לפני:כן→אחרי:לא");
    expect(screen.getByRole("button", { name: "ניקוי" })).toBeTruthy();
  });
});
