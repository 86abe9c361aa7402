import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { inspectPdf as inspect, visualLines } from "../../test/pdf-text.ts";
import { invoiceFontsFolder } from "./invoice-fonts.ts";
import { type InvoiceIssuer, type InvoicePdfInput, renderInvoicePdf } from "./invoice-pdf.ts";

const issuer: InvoiceIssuer = { name: "Harbour & Pine Studio", legalName: "", address: "", taxId: "", footerNote: "" };

const base: InvoicePdfInput = {
  invoiceNumber: "INV-2026-000042",
  invoiceDate: "2026-03-14",
  clientEmail: "noa@example.test",
  description: "Contact form",
  featureOrPackageName: "Contact form",
  billingType: "one_time",
  amountCents: 2999,
  status: "paid",
};

const fullFontSize = readFileSync(path.join(invoiceFontsFolder, "Heebo_400Regular.ttf")).length;

describe("renderInvoicePdf", () => {
  it("embeds a subset of the Unicode font and draws a Hebrew description right to left, right-aligned", async () => {
    const bytes = await renderInvoicePdf(
      {
        ...base,
        clientEmail: "noa.shapiro@example.co.il",
        description: "עיצוב מחדש של הלוגו",
        featureOrPackageName: "טופס יצירת קשר",
        billingType: "monthly",
      },
      issuer,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { baseFonts, fontFiles, drawn } = await inspect(bytes);
    expect([...baseFonts].every((name) => name.startsWith("/Heebo-"))).toBe(true);
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const { name, file } of fontFiles) {
      expect(name).toMatch(/Heebo/);
      expect(file).toBeDefined();
      // Subset: far smaller than the whole TrueType file.
      expect(file?.getContentsSize() ?? Number.POSITIVE_INFINITY).toBeLessThan(fullFontSize / 2);
    }

    const lines = visualLines(drawn);
    const description = lines.find((line) => line.text === "וגולה לש שדחמ בוציע");
    expect(description).toBeDefined();
    expect(description?.x).toBeGreaterThan(56 + 200);
    expect(lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        "Harbour & Pine Studio",
        "Billed to",
        "noa.shapiro@example.co.il",
        "Amount",
        "$29.99",
        "Monthly · רשק תריצי ספוט",
      ]),
    );
    expect(drawn.some((piece) => piece.text.includes("\uFFFD") || piece.text.includes("?"))).toBe(false);
  });

  it("keeps English words and numbers in reading order inside Hebrew text", async () => {
    const bytes = await renderInvoicePdf(
      {
        ...base,
        description: "חשבונית עבור Logo refresh 2026 (שלב 2)",
        featureOrPackageName: "Logo refresh",
      },
      issuer,
    );
    const lines = visualLines((await inspect(bytes)).drawn).map((line) => line.text);
    expect(lines).toContain("(2 בלש) Logo refresh 2026 רובע תינובשח");
    expect(lines).toContain("Logo refresh · One-time");
  });

  it("lays out an English invoice left to right as before, and prints characters the font lacks as ?", async () => {
    const bytes = await renderInvoicePdf({ ...base, description: "Contact form with spam protection 🚀" }, issuer);
    const lines = visualLines((await inspect(bytes)).drawn);
    expect(lines.find((line) => line.text.startsWith("Contact form with"))).toEqual({
      x: 56,
      y: expect.any(Number),
      text: "Contact form with spam protection ?",
    });
    expect(lines.map((line) => line.text)).toEqual(
      expect.arrayContaining(["INVOICE", "Invoice number", "INV-2026-000042", "Status", "PAID", "Total"]),
    );
  });

  it("prints the agency's invoicing details: legal name, its name, address, tax id and footer note, Hebrew too", async () => {
    const bytes = await renderInvoicePdf(base, {
      name: "הרבור ופיין",
      legalName: "Harbour & Pine Ltd",
      address: "12 Dock Street\nTel Aviv",
      taxId: "IL-514000000",
      footerNote: "תודה שבחרתם בנו",
    });
    const { drawn } = await inspect(bytes);
    const lines = visualLines(drawn).map((line) => line.text);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Harbour & Pine Ltd",
        "ןייפו רוברה",
        "12 Dock Street",
        "Tel Aviv",
        "Tax ID: IL-514000000",
        "ונב םתרחבש הדות",
      ]),
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getAuthor()).toBe("Harbour & Pine Ltd");
  });

  it("leaves out invoicing details the agency has not set", async () => {
    const lines = visualLines((await inspect(await renderInvoicePdf(base, issuer))).drawn).map((line) => line.text);
    expect(lines[0]).toBe("Harbour & Pine Studio");
    expect(lines.some((line) => line.startsWith("Tax ID"))).toBe(false);
  });
});
