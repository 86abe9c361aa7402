import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { invoices } from "../../db/schema/index.ts";
import { renderPdf } from "../../pdf/render-pdf.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAutomaticInvoice } from "./automatic-invoice.ts";

vi.mock("../../pdf/render-pdf.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../pdf/render-pdf.ts")>();
  return { ...original, renderPdf: vi.fn(original.renderPdf) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a failed PDF render", () => {
  it("leaves the invoice saved, and the repeated call renders its PDF", async () => {
    const { user } = await t.signInAs({ role: "client" });
    const deps = { db: t.deps.db, storage: t.deps.providers.storage, timing: t.deps.config.notifications.timing };
    const input = {
      clientId: user.id,
      clientEmail: "noa@example.co.il",
      amountCents: 4900,
      description: "חבילת תחזוקה חודשית",
      billingType: "monthly" as const,
      featureOrPackageName: "תחזוקה",
      providerSessionId: "cs_test_render_failure",
      purchaseId: null,
    };
    vi.mocked(renderPdf).mockRejectedValueOnce(new Error("font could not be read"));
    await expect(createAutomaticInvoice(deps, input)).rejects.toThrow("font could not be read");
    const [saved] = await t.deps.db.select().from(invoices).where(eq(invoices.providerSessionId, input.providerSessionId));
    expect(saved).toMatchObject({ status: "paid", description: input.description, fileId: null });

    const retried = await createAutomaticInvoice(deps, input);
    expect(retried.id).toBe(saved.id);
    const [rendered] = await t.deps.db.select().from(invoices).where(eq(invoices.id, saved.id));
    expect(rendered.fileId).not.toBeNull();
  });
});
