import { formatCents } from "@portal/shared/format";
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";

export interface InvoicePdfInput {
  invoiceNumber: string;
  invoiceDate: string;
  clientEmail: string;
  description: string;
  featureOrPackageName: string | null;
  billingType: string | null;
  amountCents: number;
  status: string;
}

const STUDIO_NAME = "Bright Pixel Studio";

/**
 * Renders a one-page invoice. The standard PDF fonts only carry Latin-1, so any other character
 * (Hebrew, emoji) is replaced rather than failing the whole document.
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${input.invoiceNumber}`);
  doc.setAuthor(STUDIO_NAME);
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const dark = rgb(0.1, 0.1, 0.15);
  const muted = rgb(0.4, 0.4, 0.45);
  const left = 56;
  let y = 780;

  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number; color?: ReturnType<typeof rgb> } = {}) => {
    page.drawText(latin1(text), {
      x: options.x ?? left,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: options.color ?? dark,
    });
  };

  write(STUDIO_NAME, { font: bold, size: 20 });
  y -= 40;
  write("INVOICE", { font: bold, size: 16 });
  y -= 28;
  for (const [label, value] of [
    ["Invoice number", input.invoiceNumber],
    ["Invoice date", input.invoiceDate],
    ["Billed to", input.clientEmail],
    ["Status", input.status.toUpperCase()],
  ] as const) {
    write(label, { color: muted });
    write(value, { x: left + 140 });
    y -= 18;
  }
  y -= 24;
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: 539, y: y + 8 }, thickness: 0.5, color: muted });
  y -= 12;
  write("Description", { font: bold });
  write("Amount", { font: bold, x: 460 });
  y -= 20;
  write(formatCents(input.amountCents), { x: 460 });
  for (const line of wrap(latin1(input.description), regular, 11, 380)) {
    write(line);
    y -= 15;
  }
  const details = [
    input.featureOrPackageName,
    input.billingType === "monthly" ? "Monthly" : input.billingType ? "One-time" : null,
  ]
    .filter(Boolean)
    .join(" · ");
  if (details) {
    write(details, { color: muted, size: 10 });
    y -= 15;
  }
  y -= 16;
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: 539, y: y + 8 }, thickness: 0.5, color: muted });
  y -= 12;
  write("Total", { font: bold });
  write(formatCents(input.amountCents), { font: bold, x: 460 });
  return doc.save();
}

function latin1(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines.slice(0, 12);
}
