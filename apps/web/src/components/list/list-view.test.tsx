import { sortContract } from "@portal/shared/pagination";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useListState } from "@/lib/hooks/use-list-state";
import { renderScreen, setViewportWidth } from "@/test/render";
import { ListSearch } from "./list-search";
import { ListView } from "./list-view";

const SORT = sortContract(["name", "created"], { sort: "created", dir: "desc" });
const bakers = [
  { id: "1", name: "Daniel Brooks" },
  { id: "2", name: "Noa Levi" },
];

type Answer = { rows?: typeof bakers; isPending?: boolean; isError?: boolean; total?: number };

/** A list screen built on the primitive, answered with `answer`. */
function Bakers({ answer }: { answer: Answer }) {
  const list = useListState(SORT, { search: "" });
  const rows = answer.rows;
  const info = rows && { total: answer.total ?? rows.length, overall: 10, page: list.page, pageSize: 2 };
  return (
    <>
      <ListSearch
        label="Search clients"
        value={list.url.search}
        onChange={(search) => list.setFilters({ search }, { replace: true })}
      />
      <ListView
        info={info}
        rows={rows}
        isPending={answer.isPending ?? false}
        isError={answer.isError ?? false}
        name="Clients"
        loadingLabel="Loading clients"
        errorText="The clients could not be loaded."
        empty="No clients match."
        sortMenu={{
          sort: list.sort,
          options: [
            { column: "name", label: "Name" },
            { column: "created", label: "Joined" },
          ],
        }}
        cards={(shown) => (
          <ul aria-label="Client cards">
            {shown.map((b) => (
              <li key={b.id}>{b.name}</li>
            ))}
          </ul>
        )}
        table={(shown) => (
          <table aria-label="Client table">
            <tbody>
              {shown.map((b) => (
                <tr key={b.id}>
                  <td>{b.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        onPage={list.setPage}
      />
    </>
  );
}

afterEach(() => setViewportWidth(1024));

describe("the list primitive", () => {
  it("shows a spinner while the first page loads", async () => {
    await renderScreen(<Bakers answer={{ isPending: true }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading clients");
  });

  it("says the list could not be loaded, in place of the rows", async () => {
    await renderScreen(<Bakers answer={{ isError: true }} />);
    expect(screen.getByRole("alert").textContent).toBe("The clients could not be loaded.");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("says when nothing matches, without a pager", async () => {
    await renderScreen(<Bakers answer={{ rows: [] }} />);
    expect(screen.getByText("No clients match.")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows a table from 768 px, sorted by its headers (no sort menu), with the pager", async () => {
    await renderScreen(<Bakers answer={{ rows: bakers, total: 3 }} />);
    expect(within(screen.getByRole("table", { name: "Client table" })).getByText("Noa Levi")).toBeTruthy();
    expect(screen.queryByLabelText("Sort by")).toBeNull();
    const pager = screen.getByRole("navigation", { name: "Clients: pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeTruthy();
  });

  it("shows cards below 768 px with the sort menu, and keeps order, page and search in the URL", async () => {
    setViewportWidth(390);
    const { location } = await renderScreen(<Bakers answer={{ rows: bakers, total: 3 }} />, { url: "/admin/clients?page=2" });
    expect(within(screen.getByRole("list", { name: "Client cards" })).getByText("Daniel Brooks")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "name" } });
    // A new order starts again at page 1 (left out of the URL as the default).
    expect(location().search).toBe("?sort=name");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(location().search).toBe("?sort=name&page=2");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search clients" }), { target: { value: "noa" } });
    expect(location().search).toBe("?sort=name&search=noa");
  });

  it("reads in Hebrew", async () => {
    setViewportWidth(390);
    await renderScreen(<Bakers answer={{ rows: bakers, total: 3 }} />, { language: "he" });
    expect(screen.getByLabelText("מיון לפי")).toBeTruthy();
    expect(screen.getByRole("button", { name: "הבא" })).toBeTruthy();
  });
});
