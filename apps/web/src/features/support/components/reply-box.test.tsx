import { TICKET_MESSAGE_MAX } from "@portal/shared/support-contracts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReplyBox } from "./reply-box";

const send = () => screen.getByRole("button", { name: "Send Reply" });
const type = (value: string) => fireEvent.change(screen.getByLabelText("Your reply"), { target: { value } });

describe("the reply box", () => {
  it("keeps Send Reply disabled while the trimmed text is empty or too long, and says why when too long", async () => {
    render(<ReplyBox label="Your reply" draftKey={`test.${Math.random()}`} busy={false} onSend={vi.fn()} />);
    expect(send()).toHaveProperty("disabled", true);
    type("   ");
    await waitFor(() => expect(send()).toHaveProperty("disabled", true));
    type("Thanks!");
    await waitFor(() => expect(send()).toHaveProperty("disabled", false));
    type("x".repeat(TICKET_MESSAGE_MAX + 1));
    await waitFor(() => expect(send()).toHaveProperty("disabled", true));
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.getByLabelText("Your reply").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends the trimmed text and clears the box once saved", async () => {
    const onSend = vi.fn(async () => true);
    render(<ReplyBox label="Your reply" draftKey={`test.${Math.random()}`} busy={false} onSend={onSend} />);
    type("  Looks good  ");
    await waitFor(() => expect(send()).toHaveProperty("disabled", false));
    fireEvent.click(send());
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Looks good", []));
    await waitFor(() => expect((screen.getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe(""));
  });

  it("is disabled while a reply is being sent", () => {
    render(<ReplyBox label="Your reply" draftKey={`test.${Math.random()}`} busy onSend={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(screen.getByLabelText("Your reply")).toHaveProperty("disabled", true);
  });
});

describe("the reply's draft (decision 076)", () => {
  it("is kept while it is written, comes back when the box opens again, and is gone once sent", async () => {
    const onSend = vi.fn(async () => true);
    const first = render(<ReplyBox label="Your reply" draftKey="test.ticket-1" busy={false} onSend={onSend} />);
    fireEvent.change(screen.getByLabelText("Your reply"), { target: { value: "Half written" } });
    first.unmount();
    render(<ReplyBox label="Your reply" draftKey="test.ticket-1" busy={false} onSend={onSend} />);
    const box = screen.getByLabelText("Your reply") as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe("Half written"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Reply" })).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByRole("button", { name: "Send Reply" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Half written", []));
    await waitFor(() => expect(sessionStorage.getItem("portal.draft.test.ticket-1")).toBeNull());
  });
});
