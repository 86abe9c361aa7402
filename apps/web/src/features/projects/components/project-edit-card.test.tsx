import type { Profile } from "@portal/shared/profile";
import type { Project } from "@portal/shared/project-contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMe } from "@/features/auth";
import { dana, danaAs } from "@/test/api/session";
import { deferred, renderWithApp } from "@/test/render";
import { ProjectEditCard } from "./project-edit-card";

afterEach(() => vi.unstubAllGlobals());

const project: Project = {
  id: "p1",
  clientId: "c1",
  status: "pending",
  assigneeId: null,
  progress: 0,
  revisionCount: 0,
  demoUrl: null,
  estimatedDelivery: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};

/** Shows once the session has loaded, so an absent button is absent for the role, not for want of a session. */
function SignedInRole() {
  const { data } = useMe();
  return data ? <p>signed in as {data.agencyRole}</p> : null;
}

const json = (body: unknown, status = 200, etag = '"100"') =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ETag: etag } });

/**
 * Answers the session (Dana, an owner, unless `profile` says otherwise) and the edit form's read of
 * the project (with its ETag), and hands every other request to `other`.
 */
function serve(
  other: (url: string, init?: RequestInit) => Promise<Response> = () => new Promise(() => {}),
  current = project,
  profile: Profile = dana,
) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith("/api/session")) return Promise.resolve(json({ profile }));
    return url.endsWith("/admin/clients/c1/project") ? Promise.resolve(json({ project: current })) : other(url, init);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const writes = (fetch: { mock: { calls: [string, RequestInit?][] } }) =>
  fetch.mock.calls.filter(([, init]) => init?.method === "PATCH");

async function startEditing() {
  renderWithApp(<ProjectEditCard project={project} />);
  fireEvent.click(await screen.findByRole("button", { name: "Edit Project" }));
  await screen.findByRole("button", { name: "Save" });
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the admin's project edit card", () => {
  it("says what is wrong with the demo URL next to the field, and sends nothing", async () => {
    const fetch = serve();
    await startEditing();
    type("Demo URL", "bakery.example");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const message = await screen.findByText("Enter a full website address starting with http:// or https://");
    const field = screen.getByLabelText("Demo URL");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(message.id);
    expect(writes(fetch)).toHaveLength(0);
  });

  it("warns about a delivery date in the past while it is chosen", async () => {
    serve();
    await startEditing();
    type("Estimated Delivery", "2020-01-15");
    expect(screen.getByRole("status").textContent).toBe("This date is in the past: the client's countdown will show Expired.");
    type("Estimated Delivery", "2999-01-15");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends the status, the end of the chosen day and the URL once, however often Save is pressed", async () => {
    const answer = deferred<Response>();
    const fetch = serve(() => answer.promise);
    await startEditing();
    type("Status", "in_progress");
    type("Estimated Delivery", "2999-01-15");
    type("Demo URL", "https://bakery.example");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving).toHaveProperty("disabled", true);
    fireEvent.click(saving);
    expect(writes(fetch)).toHaveLength(1);
    const body = JSON.parse(String(writes(fetch)[0]?.[1]?.body));
    expect(body).toMatchObject({ status: "in_progress", demoUrl: "https://bakery.example" });
    expect(new Date(body.estimatedDelivery).getDate()).toBe(15);
    answer.resolve(new Response(JSON.stringify({ ...project, status: "in_progress" }), { status: 200 }));
  });

  it("sends only the field changed, with the ETag of the version the form was loaded from", async () => {
    const fetch = serve(() => Promise.resolve(json({ ...project, demoUrl: "https://b.example" }, 200, '"101"')));
    await startEditing();
    type("Demo URL", "https://b.example");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [, init] = writes(fetch)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ demoUrl: "https://b.example" });
    expect(new Headers(init?.headers).get("If-Match")).toBe('"100"');
  });

  it("on a conflict says who changed what and when, then reloads or re-applies the admin's own edit", async () => {
    const conflict = {
      error: {
        code: "edit_conflict",
        message: "changed",
        details: {
          etag: '"101"',
          changedAt: new Date(Date.now() - 20_000).toISOString(),
          changedBy: "Maya",
          changes: [{ field: "status", value: "ready" }],
        },
      },
    };
    let current = project;
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      if (url.endsWith("/api/session")) return Promise.resolve(json({ profile: dana }));
      if (url.endsWith("/admin/clients/c1/project"))
        return Promise.resolve(json({ project: current }, 200, current === project ? '"100"' : '"101"'));
      if (init?.method === "PATCH") return Promise.resolve(json(conflict, 412));
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal("fetch", fetch);
    await startEditing();
    type("Demo URL", "https://b.example");
    current = { ...project, status: "ready" };
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toMatch(/Maya set Status to Ready 2\d sec\. ago\./);
    expect(notice.textContent).toContain("Your changes were not saved.");

    fireEvent.click(screen.getByRole("button", { name: "Re-apply my changes" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("ready");
    expect((screen.getByLabelText("Demo URL") as HTMLInputElement).value).toBe("https://b.example");

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("alert");
    const [, retry] = writes(fetch)[1] ?? [];
    expect(JSON.parse(String(retry?.body))).toEqual({ demoUrl: "https://b.example" });
    expect(new Headers(retry?.headers).get("If-Match")).toBe('"101"');

    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect((screen.getByLabelText("Demo URL") as HTMLInputElement).value).toBe("");
  });

  it("shows a role without projects.write the card without Edit, Check bridge or Remove (decision 096)", async () => {
    const withDemo = { ...project, demoUrl: "https://demo.example" };
    serve(undefined, withDemo, danaAs("accountant"));
    renderWithApp(
      <>
        <SignedInRole />
        <ProjectEditCard project={withDemo} />
      </>,
    );
    expect(await screen.findByText("signed in as accountant")).toBeTruthy();
    expect(screen.getByText("https://demo.example")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit Project" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Check the bridge" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove demo URL" })).toBeNull();
    expect(screen.getByRole("link", { name: "View" })).toBeTruthy();
  });

  it("assigns the project to a staff member from the Assigned to picker, with the ETag it was read from", async () => {
    const maya = { id: "22222222-2222-4222-8222-222222222222", email: "maya@harbourpine.example", fullName: "Maya Cohen" };
    const staff = {
      users: [
        { ...dana, unviewedRevisions: 0, etag: '"1"' },
        { ...dana, ...maya, unviewedRevisions: 0, etag: '"2"' },
      ],
    };
    const fetch = serve((url, init) =>
      init?.method === "PATCH"
        ? Promise.resolve(json({ ...project, assigneeId: maya.id }, 200, '"101"'))
        : Promise.resolve(
            json(url.includes("/api/admin/users") ? { ...staff, total: 2, overall: 2, page: 1, pageSize: 20 } : {}),
          ),
    );
    await startEditing();
    const picker = await screen.findByRole("combobox", { name: "Assigned to" });
    expect(screen.getByRole("option", { name: "Unassigned" })).toHaveProperty("selected", true);
    fireEvent.change(picker, { target: { value: maya.id } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [, init] = writes(fetch)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ assigneeId: maya.id });
    expect(new Headers(init?.headers).get("If-Match")).toBe('"100"');
    expect(fetch.mock.calls.some(([url]) => url.includes("/api/admin/users?") && url.includes("role=admin"))).toBe(true);
  });
});
