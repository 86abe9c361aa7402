import type { Project } from "@portal/shared/project-contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { danielsProject } from "@/test/api/projects";
import { heroPhotoRevision, revisionHandlers, submitted } from "@/test/api/revisions";
import { mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { RevisionRequestDialog } from "./revision-request-dialog";

const demoUrl = "https://demo.brooksbakery.example/";
const origin = "https://demo.brooksbakery.example";
const withDemo: Project = { ...danielsProject, demoUrl };

afterEach(() => vi.restoreAllMocks());

/** The dialog over a project with a demo (the test browser does not load the demo's page). */
async function openDialog(language: "en" | "he" = "en") {
  const onOpenChange = vi.fn();
  const view = await renderScreen(<RevisionRequestDialog open onOpenChange={onOpenChange} project={withDemo} />, { language });
  const dialog = screen.getByRole("dialog");
  const frame = within(dialog).getByTitle(language === "he" ? "דמו של האתר" : "Website demo") as HTMLIFrameElement;
  return { ...view, dialog, frame, onOpenChange };
}

/** The dialog as the dashboard holds it: closed by its own buttons, opened again with "Open again". */
function ReopenableDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      <RevisionRequestDialog open={open} onOpenChange={setOpen} project={withDemo} />
    </>
  );
}

/**
 * What the demo's bridge says to the portal (`/bridge.js` in the demo), from the frame's window
 * (none here: the test browser loads no frame pages; what the portal posts back is in use-demo-bridge.test).
 */
function fromBridge(frame: HTMLIFrameElement, data: object) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", { data: { source: "portal-bridge", ...data }, origin, source: frame.contentWindow }),
    );
  });
}

/** The bridge answers, and the client clicks the demo at (640, 300) of a 1280 × 2000 page. */
function clickOnDemo(frame: HTMLIFrameElement, x = 640, y = 300) {
  fromBridge(frame, { type: "ready", viewportWidth: 1280, documentHeight: 2000 });
  fromBridge(frame, { type: "addComment", x, y, viewportWidth: 1280, documentHeight: 2000 });
}

/** A PNG of `bytes` bytes (its signature first, so the content check takes it for an image). */
function png(name: string, bytes = 1024) {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type: "image/png" });
}

const chooseImages = (dialog: HTMLElement, files: File[]) =>
  fireEvent.change(within(dialog).getByLabelText("Helper images"), { target: { files } });

describe("marking changes on the demo", () => {
  it("offers the optional marking, and switches annotation mode on and off", async () => {
    const { dialog, frame } = await openDialog();
    expect(within(dialog).getByRole("heading", { name: "Mark changes on your website (optional)" })).toBeTruthy();
    fromBridge(frame, { type: "ready", viewportWidth: 1280, documentHeight: 2000 });
    expect(screen.getByTestId("demo-frame").getAttribute("data-bridge")).toBe("connected");
    const toggle = within(dialog).getByRole("button", { name: "Add comments" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(toggle.textContent).toBe("Exit annotation mode");
    expect(within(dialog).getByText("Click anywhere on the website to add a comment there.")).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.textContent).toBe("Add comments");
    expect(within(dialog).queryByText("Click anywhere on the website to add a comment there.")).toBeNull();
  });

  it("adds a comment where the demo was clicked: its position in %, the pin, and the counts", async () => {
    const { dialog, frame } = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comments" }));
    clickOnDemo(frame);
    const box = within(dialog).getByLabelText("New comment at 50.0%, 15.0% (Desktop)");
    expect(document.activeElement).toBe(box);
    const add = within(dialog).getByRole("button", { name: "Add comment" });
    expect(add).toHaveProperty("disabled", true);
    fireEvent.change(box, { target: { value: "  Make the logo bigger " } });
    fireEvent.click(add);
    expect(within(dialog).getByTestId("comment-counts").textContent).toBe("Desktop: 1 · Mobile: 0 · Total: 1");
    expect(within(dialog).getByText("Make the logo bigger")).toBeTruthy();
    expect(within(dialog).getByText("Made in the desktop view, 1280 px wide · Position: 50.0%, 15.0%")).toBeTruthy();
    // The frame here has no height: the new pin is counted below it, a click away.
    expect(within(dialog).getByRole("button", { name: "1 comment below" })).toBeTruthy();
    // The toggle gets the focus back for the next comment.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Exit annotation mode" }));
  });

  it("cancels a comment being written with Escape, keeping the dialog open", async () => {
    const { dialog, frame, onOpenChange } = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comments" }));
    clickOnDemo(frame);
    fireEvent.keyDown(within(dialog).getByLabelText(/^New comment at/), { key: "Escape" });
    await waitFor(() => expect(within(dialog).queryByLabelText(/^New comment at/)).toBeNull());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByTestId("comment-counts").textContent).toBe("Desktop: 0 · Mobile: 0 · Total: 0");
  });

  it("edits and deletes a comment", async () => {
    const { dialog, frame } = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comments" }));
    clickOnDemo(frame);
    fireEvent.change(within(dialog).getByLabelText(/^New comment at/), { target: { value: "Bigger logo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comment" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Edit comment 1" }));
    const editor = within(dialog).getByDisplayValue("Bigger logo");
    fireEvent.change(editor, { target: { value: "A much bigger logo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("A much bigger logo")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete comment 1" }));
    expect(within(dialog).queryByText("A much bigger logo")).toBeNull();
    expect(within(dialog).getByTestId("comment-counts").textContent).toBe("Desktop: 0 · Mobile: 0 · Total: 0");
  });

  it("counts a comment made in the mobile view under Mobile, its pin shown only there", async () => {
    const { dialog, frame } = await openDialog();
    fireEvent.click(within(within(dialog).getByRole("group", { name: "View mode" })).getByRole("button", { name: "Mobile" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comments" }));
    fromBridge(frame, { type: "ready", viewportWidth: 390, documentHeight: 1000 });
    fromBridge(frame, { type: "addComment", x: 195, y: 100, viewportWidth: 390, documentHeight: 1000 });
    fireEvent.change(within(dialog).getByLabelText("New comment at 50.0%, 10.0% (Mobile)"), { target: { value: "Menu left" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comment" }));
    expect(within(dialog).getByTestId("comment-counts").textContent).toBe("Desktop: 0 · Mobile: 1 · Total: 1");
    fireEvent.click(within(within(dialog).getByRole("group", { name: "View mode" })).getByRole("button", { name: "Desktop" }));
    expect(within(dialog).queryByRole("button", { name: "1 comment below" })).toBeNull();
  });

  it("sends the pinned comments with the request, and says how many went", async () => {
    mockApi.use(revisionHandlers.submit(() => HttpResponse.json(submitted(heroPhotoRevision, 1), { status: 201 })));
    const seen = recordRequests();
    const { dialog, frame, onOpenChange } = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comments" }));
    clickOnDemo(frame);
    fireEvent.change(within(dialog).getByLabelText(/^New comment at/), { target: { value: "Bigger logo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comment" }));
    // A pinned comment is enough: the description may stay empty.
    const submit = within(dialog).getByRole("button", { name: "Submit request" });
    expect(submit).toHaveProperty("disabled", false);
    fireEvent.click(submit);
    expect(
      await screen.findByText("Revision request submitted successfully with 1 comment. You have 1 revision remaining."),
    ).toBeTruthy();
    const body = await requestsTo(seen, "POST", "/api/revisions")[0]?.formData();
    const [pin] = JSON.parse(String(body?.get("annotations"))) as Array<Record<string, unknown>>;
    expect(pin).toMatchObject({
      x: 640,
      y: 300,
      comment: "Bigger logo",
      mode: "desktop",
      viewportWidth: 1280,
      documentHeight: 2000,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("the request's description and helper images", () => {
  it("counts the description's characters live, and refuses one that is too long", async () => {
    const seen = recordRequests();
    const { dialog } = await openDialog();
    const description = within(dialog).getByLabelText("Description");
    expect(within(dialog).getByText("0/1000 characters")).toBeTruthy();
    fireEvent.change(description, { target: { value: "Bigger logo 👍" } });
    expect(within(dialog).getByText("13/1000 characters")).toBeTruthy();
    fireEvent.change(description, { target: { value: "x".repeat(1001) } });
    expect(description.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText("The description can be at most 1000 characters · 1001/1000 characters")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect(await screen.findByText("The description can be at most 1000 characters")).toBeTruthy();
    expect(requestsTo(seen, "POST", "/api/revisions")).toHaveLength(0);
  });

  it("lists chosen images with name and size in MB, removes one, and sends the rest", async () => {
    mockApi.use(revisionHandlers.submit(() => HttpResponse.json(submitted(heroPhotoRevision, 1), { status: 201 })));
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const seen = recordRequests();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText("PNG, JPG, GIF up to 5MB per image")).toBeTruthy();
    chooseImages(dialog, [png("hero.png", 1_572_864), png("menu.png")]);
    const hero = await within(dialog).findByText("hero.png");
    expect(hero.nextElementSibling?.textContent).toBe("1.50 MB");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove menu.png" }));
    expect(within(dialog).queryByText("menu.png")).toBeNull();
    expect(revoke).toHaveBeenCalledWith("blob:preview");
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect(
      await screen.findByText("Revision request submitted successfully and 1 image. You have 1 revision remaining."),
    ).toBeTruthy();
    const body = await requestsTo(seen, "POST", "/api/revisions")[0]?.formData();
    expect(((body?.getAll("images") ?? []) as File[]).map((f) => f.name)).toEqual(["hero.png"]);
  });

  it("refuses an image of 5 MB or more, and a file that is not an image by its contents", async () => {
    const { dialog } = await openDialog();
    chooseImages(dialog, [png("huge.png", 5 * 1024 * 1024)]);
    expect(await screen.findByText("File too large")).toBeTruthy();
    chooseImages(dialog, [new File(["%PDF-1.7"], "fake.png", { type: "image/png" })]);
    expect(await screen.findByText("fake.png is not a PNG, JPG, GIF or WebP image, so it cannot be added.")).toBeTruthy();
    expect(within(dialog).queryByText("huge.png")).toBeNull();
    expect(within(dialog).queryByText("fake.png")).toBeNull();
  });

  it("resets everything when closed and opened again", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    await renderScreen(<ReopenableDialog />);
    const dialog = screen.getByRole("dialog");
    const frame = within(dialog).getByTitle("Website demo") as HTMLIFrameElement;
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Some text" } });
    chooseImages(dialog, [png("hero.png")]);
    await within(dialog).findByText("hero.png");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comments" }));
    clickOnDemo(frame);
    fireEvent.change(within(dialog).getByLabelText(/^New comment at/), { target: { value: "Bigger logo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add comment" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(revoke).toHaveBeenCalledWith("blob:preview");
    fireEvent.click(screen.getByRole("button", { name: "Open again" }));
    const again = await screen.findByRole("dialog");
    expect((within(again).getByLabelText("Description") as HTMLTextAreaElement).value).toBe("");
    expect(within(again).queryByText("hero.png")).toBeNull();
    expect(within(again).getByTestId("comment-counts").textContent).toBe("Desktop: 0 · Mobile: 0 · Total: 0");
    expect(within(again).getByRole("button", { name: "Add comments" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("reads in Hebrew: the position and the view named in Hebrew", async () => {
    const he = (await import("@/locales/he/revisions.json")).default;
    const { dialog, frame } = await openDialog("he");
    fireEvent.click(within(dialog).getByRole("button", { name: he.addComments }));
    clickOnDemo(frame);
    const label = he.newCommentAt.replace("{{position}}", "50.0%, 15.0%").replace("{{mode}}", he.desktop);
    expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect(within(dialog).getByText(he.imagesHint)).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
