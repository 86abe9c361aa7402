import { describe, expect, it } from "vitest";
import { hasInvoiceFilters, invoiceSearchPattern } from "./invoice-filters.ts";

describe("invoice filters", () => {
  it("counts only non-blank filters as active", () => {
    expect(hasInvoiceFilters({})).toBe(false);
    expect(hasInvoiceFilters({ search: "   " })).toBe(false);
    expect(hasInvoiceFilters({ search: "inv" })).toBe(true);
    expect(hasInvoiceFilters({ from: "2025-01-01" })).toBe(true);
    expect(hasInvoiceFilters({ to: "2025-01-31" })).toBe(true);
  });

  it("builds a lower-cased contains pattern with LIKE wildcards escaped", () => {
    expect(invoiceSearchPattern(undefined)).toBeNull();
    expect(invoiceSearchPattern("  ")).toBeNull();
    expect(invoiceSearchPattern(" INV-2025 ")).toBe("%inv-2025%");
    expect(invoiceSearchPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
