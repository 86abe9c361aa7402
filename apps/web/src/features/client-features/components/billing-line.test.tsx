import type { Purchase } from "@portal/shared/store-contracts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format-date";
import { purchase as storePurchase } from "@/test/api/store";
import { BillingLine } from "./billing-line";

const ACCESS_UNTIL = "2026-12-20T10:00:00.000Z";
/** Daniel's monthly Social Media Integration, running. */
const purchase = (changes: Partial<Purchase>): Purchase =>
  storePurchase({ id: "p1", featureName: "Social Media Integration", priceCents: 1900, billingType: "monthly", ...changes });

describe("a purchase's billing line for the admin", () => {
  it("says only how it is billed while it runs", () => {
    const { container } = render(<BillingLine purchase={purchase({})} />);
    expect(container.textContent).toBe("Monthly");
  });

  it("says when a monthly purchase the client cancelled ends, and when it ended", () => {
    const date = formatDate(ACCESS_UNTIL);
    const before = new Date("2026-12-01T10:00:00.000Z");
    const after = new Date("2026-12-21T10:00:00.000Z");
    const { rerender } = render(
      <BillingLine purchase={purchase({ cancelAtPeriodEnd: true, accessUntil: ACCESS_UNTIL })} now={before} />,
    );
    expect(screen.getByText(`Cancelled by the client: ends ${date}`)).toBeTruthy();
    rerender(<BillingLine purchase={purchase({ paymentStatus: "cancelled", accessUntil: ACCESS_UNTIL })} now={after} />);
    expect(screen.getByText(`Subscription ended ${date}`)).toBeTruthy();
    rerender(<BillingLine purchase={purchase({ paymentStatus: "cancelled" })} />);
    expect(screen.getByText("Subscription ended")).toBeTruthy();
  });

  it("never says ended for a date still to come: a cancelled subscription runs to its period's end", () => {
    const date = formatDate(ACCESS_UNTIL);
    render(
      <BillingLine
        purchase={purchase({ paymentStatus: "cancelled", cancelAtPeriodEnd: true, accessUntil: ACCESS_UNTIL })}
        now={new Date("2026-12-08T10:00:00.000Z")}
      />,
    );
    expect(screen.queryByText(/Subscription ended/)).toBeNull();
    expect(screen.getByText(`Cancelled by the client: ends ${date}`)).toBeTruthy();
  });
});
