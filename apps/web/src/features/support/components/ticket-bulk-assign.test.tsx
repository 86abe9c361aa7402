import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationKeys } from "@/features/notifications";
import type { RowSelection } from "@/lib/hooks/use-row-selection";
import { renderWithApp } from "@/test/render";
import { TicketBulkAssign } from "./ticket-bulk-assign";

afterEach(() => vi.unstubAllGlobals());

const reply = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));

/** The API as the action sees it: two admins to choose from; the bulk call is recorded. */
function serve() {
  const fetch = vi.fn((url: string, _init?: RequestInit) => {
    if (url.endsWith("/assignees"))
      return reply({
        assignees: [
          { id: "11111111-1111-4111-8111-111111111111", label: "Dana Desk" },
          { id: "22222222-2222-4222-8222-222222222222", label: "Omer Admin" },
        ],
      });
    return reply({ changed: 2 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const selection: RowSelection = {
  chosen: ["t1", "t2"],
  isChosen: () => true,
  toggle: vi.fn(),
  toggleAll: vi.fn(),
  allChosen: true,
  someChosen: false,
  clear: vi.fn(),
};

const sent = (fetch: ReturnType<typeof serve>) => {
  const call = fetch.mock.calls.find(([url]) => url.endsWith("/bulk/assignee"));
  return call ? JSON.parse(String(call[1]?.body)) : null;
};

describe("assigning the chosen tickets", () => {
  it("asks to assign them to the admin chosen (the first by default), sends it and refetches the badge", async () => {
    const fetch = serve();
    const { queryClient } = renderWithApp(<TicketBulkAssign selection={selection} />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const assignTo = screen.getByLabelText("Assign to") as HTMLSelectElement;
    await waitFor(() => expect(assignTo.value).toBe("11111111-1111-4111-8111-111111111111"));
    fireEvent.click(screen.getByRole("button", { name: "Assign" }));
    const dialog = await screen.findByRole("dialog", { name: "Assign 2 tickets to Dana Desk?" });
    expect(within(dialog).getByText(/Dana Desk finds them under “Assigned to me”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(selection.clear).toHaveBeenCalled());
    expect(sent(fetch)).toEqual({ assigneeId: "11111111-1111-4111-8111-111111111111", ids: ["t1", "t2"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.counts() });
  });

  it("asks to unassign them when Nobody is chosen, and sends null", async () => {
    const fetch = serve();
    renderWithApp(<TicketBulkAssign selection={selection} />);
    const assignTo = screen.getByLabelText("Assign to") as HTMLSelectElement;
    await waitFor(() => expect(assignTo.disabled).toBe(false));
    fireEvent.change(assignTo, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Assign" }));
    const dialog = await screen.findByRole("dialog", { name: "Unassign 2 tickets?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(sent(fetch)).toEqual({ assigneeId: null, ids: ["t1", "t2"] }));
  });
});
