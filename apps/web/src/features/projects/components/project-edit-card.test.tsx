import type { Project } from "@portal/shared/project-contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, renderWithApp } from "@/test/render";
import { ProjectEditCard } from "./project-edit-card";

afterEach(() => vi.unstubAllGlobals());

const project: Project = {
  id: "p1",
  clientId: "c1",
  status: "pending",
  progress: 0,
  revisionCount: 0,
  demoUrl: null,
  estimatedDelivery: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};

function startEditing() {
  renderWithApp(<ProjectEditCard project={project} />);
  fireEvent.click(screen.getByRole("button", { name: "Edit Project" }));
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the admin's project edit card", () => {
  it("says what is wrong with the demo URL next to the field, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    startEditing();
    type("Demo URL", "bakery.example");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const message = await screen.findByText("Enter a full website address starting with http:// or https://");
    const field = screen.getByLabelText("Demo URL");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(message.id);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("warns about a delivery date in the past while it is chosen", () => {
    startEditing();
    type("Estimated Delivery", "2020-01-15");
    expect(screen.getByRole("status").textContent).toBe("This date is in the past: the client's countdown will show Expired.");
    type("Estimated Delivery", "2999-01-15");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends the status, the end of the chosen day and the URL once, however often Save is pressed", async () => {
    const answer = deferred<Response>();
    const fetch = vi.fn((_url: string, _init?: RequestInit) => answer.promise);
    vi.stubGlobal("fetch", fetch);
    startEditing();
    type("Status", "in_progress");
    type("Estimated Delivery", "2999-01-15");
    type("Demo URL", "https://bakery.example");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving).toHaveProperty("disabled", true);
    fireEvent.click(saving);
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ status: "in_progress", demoUrl: "https://bakery.example" });
    expect(new Date(body.estimatedDelivery).getDate()).toBe(15);
    answer.resolve(new Response(JSON.stringify({ ...project, status: "in_progress" }), { status: 200 }));
  });
});
