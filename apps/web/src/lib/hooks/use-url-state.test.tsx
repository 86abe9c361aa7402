import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { pageParam, useUrlState } from "./use-url-state";

const DEFAULTS = { search: "", status: "all", page: "1" };

/** Renders the hook on a route at `url`, and reports the location it leads to. */
function renderAt(url: string, prefix?: string) {
  const seen = { location: "" };
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: "/list", element: <Probe seen={seen}>{children}</Probe> }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlState(DEFAULTS, prefix), { wrapper });
  return { ...hook, seen };
}

function Probe({ seen, children }: { seen: { location: string }; children: ReactNode }) {
  const location = useLocation();
  seen.location = `${location.pathname}${location.search}`;
  return children;
}

describe("useUrlState", () => {
  it("reads filters from the URL, with the defaults for what it does not name", () => {
    const { result } = renderAt("/list?search=acme&page=3");
    expect(result.current[0]).toEqual({ search: "acme", status: "all", page: "3" });
  });

  it("writes changes to the URL and leaves out values equal to their default", () => {
    const { result, seen } = renderAt("/list?page=3");
    act(() => result.current[1]({ status: "paid", page: "1" }));
    expect(result.current[0]).toEqual({ search: "", status: "paid", page: "1" });
    expect(seen.location).toBe("/list?status=paid");
  });

  it("keeps two lists on a page apart with a prefix", () => {
    const { result, seen } = renderAt("/list?invoices.page=2&page=9", "invoices");
    expect(result.current[0].page).toBe("2");
    act(() => result.current[1]({ search: "x" }));
    expect(seen.location).toBe("/list?invoices.page=2&page=9&invoices.search=x");
  });
});

describe("pageParam", () => {
  it("is a positive whole number, else 1", () => {
    expect(pageParam("4")).toBe(4);
    for (const bad of ["", "0", "-2", "1.5", "x"]) expect(pageParam(bad)).toBe(1);
  });
});
