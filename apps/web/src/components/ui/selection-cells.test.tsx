import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRowSelection } from "@/lib/hooks/use-row-selection";
import { SelectAllCards, SelectCardBox, SelectRowBox } from "./selection-cells";

const ROWS = [
  { id: "a", label: "INV-1001" },
  { id: "b", label: "INV-1002" },
  { id: "c", label: "INV-1003" },
];

/** Cards and a table's boxes over one selection, as a list page renders them (one at a time in practice). */
function Page() {
  const selection = useRowSelection(ROWS.map((r) => r.id));
  return (
    <>
      <p data-testid="chosen">{selection.chosen.join(",")}</p>
      <SelectAllCards selection={selection} />
      <ul aria-label="Cards">
        {ROWS.map((r) => (
          <li key={r.id}>
            <SelectCardBox selection={selection} id={r.id} label={`Select ${r.label}`} />
          </li>
        ))}
      </ul>
      <ul aria-label="Table">
        {ROWS.map((r) => (
          <li key={r.id}>
            <SelectRowBox selection={selection} id={r.id} label={`Row ${r.label}`} />
          </li>
        ))}
      </ul>
    </>
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("selection on cards", () => {
  it("names each card's box after its row, and shares the choice with the table's boxes", () => {
    render(<Page />);
    fireEvent.click(box("Select INV-1002"));
    expect(screen.getByTestId("chosen").textContent).toBe("b");
    expect(box("Row INV-1002").checked).toBe(true);
    fireEvent.click(box("Row INV-1003"));
    expect(box("Select INV-1003").checked).toBe(true);
    expect(box("Select all on this page").indeterminate).toBe(true);
  });

  it("chooses every card on the page, and none on a second click; its name is on screen", () => {
    render(<Page />);
    expect(screen.getByText("Select all on this page")).toBeTruthy();
    fireEvent.click(box("Select all on this page"));
    expect(screen.getByTestId("chosen").textContent).toBe("a,b,c");
    expect(box("Select all on this page").checked).toBe(true);
    expect(box("Select all on this page").indeterminate).toBe(false);
    fireEvent.click(box("Select all on this page"));
    expect(screen.getByTestId("chosen").textContent).toBe("");
  });
});
