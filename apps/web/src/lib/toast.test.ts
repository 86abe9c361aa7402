import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => {
  let next = 0;
  const make = () => vi.fn(() => ++next);
  return { toast: { success: make(), error: make(), info: make(), warning: make(), dismiss: vi.fn() } };
});
vi.mock("sonner", () => sonner);

const { toast, toasterMounted } = await import("./toast");
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toasts", () => {
  beforeEach(() => {
    toasterMounted();
    sonner.toast.dismiss.mockClear();
  });

  it("a success clears the error toasts it answers", async () => {
    toast.error("Verification Error");
    await settle();
    const errorId = sonner.toast.error.mock.results.at(-1)?.value;
    toast.success("Success");
    await settle();
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(errorId);
    expect(sonner.toast.success).toHaveBeenCalledWith("Success", expect.anything());
  });

  it("an error the person closed is not dismissed again, and a warning is left alone", async () => {
    toast.warning("Heads up");
    toast.error("Refused");
    await settle();
    const options = (sonner.toast.error.mock.calls.at(-1) as unknown[] | undefined)?.[1] as {
      onDismiss: (t: { id: number }) => void;
    };
    options.onDismiss({ id: sonner.toast.error.mock.results.at(-1)?.value as number });
    toast.success("Saved");
    await settle();
    expect(sonner.toast.dismiss).not.toHaveBeenCalled();
  });
});
