import type { Project } from "@portal/shared/project-contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { danielsProject } from "@/test/api/projects";
import { heroPhotoRevision, revisionHandlers, submitted } from "@/test/api/revisions";
import { apiError, mockApi, neverAnswered, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { RevisionRequestDialog } from "./revision-request-dialog";

/** The dialog open over the client's dashboard, for a project with `revisionCount` used of 3. */
async function openDialog(project: Project = danielsProject, language: "en" | "he" = "en") {
  const onOpenChange = vi.fn();
  await renderScreen(<RevisionRequestDialog open onOpenChange={onOpenChange} project={project} />, { language });
  return { onOpenChange, dialog: screen.getByRole("dialog") };
}

function describeChange(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
}

describe("the revision request dialog", () => {
  it("says how many revisions are left, and asks for a description before it can be sent", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole("heading", { name: "Request a Revision" })).toBeTruthy();
    expect(within(dialog).getByText("You have 2 revisions remaining.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Submit request" })).toHaveProperty("disabled", true);
    // No demo yet: nothing to pin comments on.
    expect(within(dialog).queryByText("Mark changes on your website")).toBeNull();
  });

  it("says the limit is reached when no revision is left, with nothing to fill in", async () => {
    const { dialog } = await openDialog({ ...danielsProject, revisionCount: 3 });
    expect(within(dialog).getByText("Revision limit reached")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Description")).toBeNull();
    expect(within(dialog).getAllByRole("button", { name: "Close" }).length).toBeGreaterThan(0);
  });

  it("shows Submitting... and takes no second press while the request is on its way", async () => {
    mockApi.use(revisionHandlers.submit(neverAnswered));
    const seen = recordRequests();
    const { dialog } = await openDialog();
    describeChange(dialog, "Please use the photo of the sourdough loaf on the home page.");
    const busy = await within(dialog).findByRole("button", { name: "Submitting..." });
    expect(busy).toHaveProperty("disabled", true);
    fireEvent.click(busy);
    expect(requestsTo(seen, "POST", "/api/revisions")).toHaveLength(1);
  });

  it("sends the description, says what was sent and what is left, and closes", async () => {
    mockApi.use(revisionHandlers.submit(() => HttpResponse.json(submitted(heroPhotoRevision, 1), { status: 201 })));
    const seen = recordRequests();
    const { dialog, onOpenChange } = await openDialog();
    describeChange(dialog, "Please use the photo of the sourdough loaf on the home page.");
    expect(await screen.findByText("Success")).toBeTruthy();
    expect(screen.getByText("Revision request submitted successfully. You have 1 revision remaining.")).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const body = await requestsTo(seen, "POST", "/api/revisions")[0]?.formData();
    expect(body?.get("description")).toBe("Please use the photo of the sourdough loaf on the home page.");
    expect(body?.get("annotations")).toBe("[]");
  });

  it("says the request failed, and keeps the dialog and its text", async () => {
    mockApi.use(revisionHandlers.submit(() => apiError(500, "internal")));
    const { dialog, onOpenChange } = await openDialog();
    describeChange(dialog, "New hero photo");
    expect(await screen.findByText("Failed to submit revision request: An unexpected error occurred")).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect((within(dialog).getByLabelText("Description") as HTMLTextAreaElement).value).toBe("New hero photo");
  });

  it("shows the server's refusal under the spec's own title", async () => {
    mockApi.use(revisionHandlers.submit(() => apiError(409, "revision_limit_reached", { revisionLimit: 3 })));
    const { dialog } = await openDialog();
    describeChange(dialog, "One more change");
    expect(await screen.findByText("Revision limit reached")).toBeTruthy();
  });

  it("reads in Hebrew", async () => {
    const { dialog } = await openDialog(danielsProject, "he");
    expect(within(dialog).getByRole("heading", { name: "בקשת שינוי" })).toBeTruthy();
    expect(within(dialog).getByText("נותרו לכם 2 תיקונים.")).toBeTruthy();
    expect(within(dialog).getByLabelText("תיאור")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "שליחת הבקשה" })).toBeTruthy();
  });
});
