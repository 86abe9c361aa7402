import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProjectProgressWidget } from "./project-progress-widget";

const NOW = new Date("2026-03-01T12:00:00Z");
const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const project = (deliveryInMs: number, status = "in_progress") => ({
  status,
  progress: 0,
  createdAt: new Date(NOW.getTime() - 10 * HOUR),
  estimatedDelivery: new Date(NOW.getTime() + deliveryInMs),
});

describe("the project countdown", () => {
  it("counts down every second, with the days in words above a day", () => {
    render(<ProjectProgressWidget project={project(2 * 24 * HOUR + 5000)} />);
    expect(screen.getByTestId("countdown").textContent).toBe("2 days 00:00:05");
    // Only the clock is set left to right: a whole left-to-right run would reorder Hebrew days and digits.
    expect(screen.getByTestId("countdown").hasAttribute("dir")).toBe(false);
    expect(screen.getByText("00:00:05").getAttribute("dir")).toBe("ltr");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId("countdown").textContent).toBe("2 days 00:00:03");
  });

  it("turns to Expired when the delivery time passes", () => {
    render(<ProjectProgressWidget project={project(1500)} />);
    expect(screen.getByTestId("countdown").textContent).toBe("00:00:01");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId("countdown")).toBeNull();
    expect(screen.getByText("Expired")).toBeTruthy();
    expect(screen.getByTestId("progress-percent").textContent).toBe("100%");
  });

  it("shows the ready banner instead of a countdown once the project is ready", () => {
    render(<ProjectProgressWidget project={project(HOUR, "ready")} />);
    expect(screen.getByRole("status").textContent).toBe("Website is ready for delivery");
    expect(screen.queryByTestId("countdown")).toBeNull();
  });
});
