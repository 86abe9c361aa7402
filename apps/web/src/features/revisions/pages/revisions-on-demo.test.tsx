import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroPhotoRevision, menuRevision, revisionHandlers } from "@/test/api/revisions";
import { mockApi } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { RevisionsPage } from "./revisions-page";

const url = "/dashboard/revisions";
const demoUrl = "https://demo.brooksbakery.example/";

/** Daniel's requests on a project with a demo (the test browser loads no frame page: no bridge answers). */
function serve() {
  mockApi.use(revisionHandlers.mine({ demoUrl, revisions: [menuRevision, heroPhotoRevision] }), revisionHandlers.viewed());
}

const pinsOnDemo = () => screen.queryAllByTestId("pin").map((p) => p.getAttribute("aria-label"));

async function openMyComments(language: "en" | "he" = "en") {
  serve();
  await renderScreen(<RevisionsPage />, { url, language });
  const [card] = await screen.findAllByTestId("revision-card");
  return card as HTMLElement;
}

describe("the client's revision requests on the demo", () => {
  it("offers the demo views only for a request with comments", async () => {
    await openMyComments();
    const [withPins, withoutPins] = screen.getAllByTestId("revision-card") as [HTMLElement, HTMLElement];
    expect(within(withPins).getByRole("button", { name: "View My Comments" })).toBeTruthy();
    expect(within(withPins).getByRole("button", { name: "View Revision Request on Site" })).toBeTruthy();
    expect(within(withoutPins).queryByRole("button", { name: "View My Comments" })).toBeNull();
    expect(within(withoutPins).getByRole("button", { name: "View Details" })).toBeTruthy();
  });

  it("shows the numbered pins of the view chosen, the count found, and the summary with positions", async () => {
    const card = await openMyComments();
    fireEvent.click(within(card).getByRole("button", { name: "View My Comments" }));
    const dialog = await screen.findByRole("dialog", { name: "My Comments — Revision Request #0002" });
    expect(within(dialog).getByText("1 comment found in Desktop view")).toBeTruthy();
    expect(within(dialog).getByTitle("Website demo").getAttribute("src")).toBe(demoUrl);
    expect(pinsOnDemo()).toEqual(["Comment 1: Make the logo bigger"]);
    const modes = within(dialog).getByRole("group", { name: "View mode" });
    const desktop = within(modes).getByRole("button", { name: "Desktop (1)" });
    expect(desktop.getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(within(modes).getByRole("button", { name: "Mobile (1)" }));
    expect(within(dialog).getByText("1 comment found in Mobile view")).toBeTruthy();
    expect(pinsOnDemo()).toEqual(["Comment 2: Move the menu to the left"]);
    expect(desktop.getAttribute("aria-pressed")).toBe("false");

    const summary = within(dialog).getByRole("region", { name: "Page /" });
    expect(within(summary).getByText("Made in the desktop view, 1280 px wide · Position: 50.0%, 15.0%")).toBeTruthy();
    expect(within(summary).getByText("Made in the mobile view, 390 px wide · Position: 50.0%, 10.0%")).toBeTruthy();
    expect(within(dialog).getByText("1 of 2 changes done")).toBeTruthy();
  });

  it("shows a comment from the summary on the demo: its view chosen and its pin pointed out", async () => {
    const card = await openMyComments();
    fireEvent.click(within(card).getByRole("button", { name: "View My Comments" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Show comment 2 on the site" }));
    await waitFor(() => expect(pinsOnDemo()).toEqual(["Comment 2: Move the menu to the left"]));
    expect(within(dialog).getByRole("button", { name: "Mobile (1)" }).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(screen.getByTestId("pin").getAttribute("data-highlighted")).toBe("true"));
  });

  it("opens a notification's comment on the demo, in its view, with its thread open", async () => {
    serve();
    await renderScreen(<RevisionsPage />, { url: `${url}?revision=${menuRevision.id}&comment=pin-menu` });
    const dialog = await screen.findByRole("dialog", { name: "My Comments — Revision Request #0002" });
    expect(within(dialog).getByText("1 comment found in Mobile view")).toBeTruthy();
    expect(screen.getByTestId("pin").getAttribute("data-highlighted")).toBe("true");
    expect(within(dialog).getByRole("region", { name: "Replies to comment 2" })).toBeTruthy();
    expect(within(dialog).getByText("Left of the logo?")).toBeTruthy();
  });

  it("shows the request on the site: red pins telling their comment and position, and its details on demand", async () => {
    const card = await openMyComments();
    fireEvent.click(within(card).getByRole("button", { name: "View Revision Request on Site" }));
    const dialog = await screen.findByRole("dialog", { name: "View Revision Request on Site" });
    expect(within(dialog).getByText("Hover over a red pin to see its comment and position.")).toBeTruthy();
    const pin = screen.getByRole("button", { name: "Comment 1: Make the logo bigger" });
    const tip = within(pin.parentElement as HTMLElement).getByRole("tooltip", { hidden: true });
    expect(tip.textContent).toBe("Make the logo biggerPosition: 50.0%, 15.0%");
    // Without the bridge the pin sits at its stored percentage across the frame.
    expect(pin.parentElement?.style.left).toBe("50%");

    fireEvent.click(within(dialog).getByRole("button", { name: "Revision Details" }));
    const details = await screen.findByRole("dialog", { name: "" });
    expect(details.textContent).toContain("Revision Request #0002");
    expect(details.textContent).toContain("Two things on the home page.");
    expect(details.textContent).toContain("2 comments");
  });

  it("reads in Hebrew, right to left", async () => {
    const card = await openMyComments("he");
    fireEvent.click(within(card).getByRole("button", { name: "צפייה בהערות שלי" }));
    const dialog = await screen.findByRole("dialog", { name: "ההערות שלי — בקשת שינוי #0002" });
    expect(within(dialog).getByText("נמצאה הערה 1 בתצוגת מחשב")).toBeTruthy();
    expect(screen.getByRole("button", { name: "הערה 1: Make the logo bigger" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
