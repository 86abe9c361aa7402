import type { Color, PDFFont } from "@cantoo/pdf-lib";
import type { AgencySettings } from "@portal/shared/agency-settings";
import { formatCents } from "@portal/shared/format";
import type { InvoiceIssuer, InvoicePdfInput } from "../../pdf/pdf-job.ts";
import { loadInvoiceFonts } from "./invoice-fonts.ts";
import { loadPdfLibraries } from "./pdf-libraries.ts";
import { drawTextLine, singleLine, type TextStyle, wrapText } from "./pdf-text.ts";

export type { InvoiceIssuer, InvoicePdfInput } from "../../pdf/pdf-job.ts";

/** The issuer of the agency's settings: its name and invoicing details. */
export function invoiceIssuer(settings: AgencySettings): InvoiceIssuer {
  const { legalName, address, taxId, footerNote } = settings.invoicing;
  return { name: settings.identity.name, legalName, address, taxId, footerNote };
}

const PAGE_RIGHT = 539;

/**
 * Renders a one-page invoice. The embedded Unicode font (subset to the glyphs used) carries Latin
 * and Hebrew; Hebrew runs are laid out right to left by the Unicode bidi algorithm, and lines
 * whose base direction is right-to-left are right-aligned in their column. Any character the font
 * lacks (emoji) prints as "?" rather than failing the whole document.
 */
export async function renderInvoicePdf(input: InvoicePdfInput, issuer: InvoiceIssuer): Promise<Uint8Array> {
  const issuerName = issuer.legalName.trim() || issuer.name;
  const fonts = await loadInvoiceFonts();
  const { PDFDocument, rgb, fontkit } = await loadPdfLibraries();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Invoice ${input.invoiceNumber}`);
  doc.setAuthor(issuerName);
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const dark = rgb(0.1, 0.1, 0.15);
  const muted = rgb(0.4, 0.4, 0.45);
  const left = 56;
  const amountX = 460;
  const descriptionWidth = 380;
  let y = 780;

  const style = (options: { font?: PDFFont; size?: number; color?: Color }): TextStyle => ({
    font: options.font ?? regular,
    size: options.size ?? 11,
    color: options.color ?? dark,
  });
  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number; width?: number; color?: Color } = {}) => {
    const x = options.x ?? left;
    const lineStyle = style(options);
    drawTextLine(page, singleLine(text, lineStyle.font), { x, y, width: options.width ?? PAGE_RIGHT - x }, lineStyle);
  };

  write(issuerName, { font: bold, size: 20 });
  y -= 20;
  const issuerLines = [
    ...(issuerName !== issuer.name ? [issuer.name] : []),
    ...issuer.address.split(/\r?\n/),
    ...(issuer.taxId.trim() ? [`Tax ID: ${issuer.taxId.trim()}`] : []),
  ].filter((l) => l.trim() !== "");
  for (const issuerLine of issuerLines.slice(0, 6)) {
    write(issuerLine, { color: muted, size: 10 });
    y -= 13;
  }
  y -= 20;
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
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: PAGE_RIGHT, y: y + 8 }, thickness: 0.5, color: muted });
  y -= 12;
  write("Description", { font: bold });
  write("Amount", { font: bold, x: amountX });
  y -= 20;
  write(formatCents(input.amountCents), { x: amountX });
  const descriptionStyle = style({});
  for (const line of wrapText(input.description, descriptionStyle, descriptionWidth, 12)) {
    drawTextLine(page, line, { x: left, y, width: descriptionWidth }, descriptionStyle);
    y -= 15;
  }
  const details = [
    input.featureOrPackageName,
    input.billingType === "monthly" ? "Monthly" : input.billingType ? "One-time" : null,
  ]
    .filter(Boolean)
    .join(" · ");
  if (details) {
    write(details, { color: muted, size: 10, width: descriptionWidth });
    y -= 15;
  }
  y -= 16;
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: PAGE_RIGHT, y: y + 8 }, thickness: 0.5, color: muted });
  y -= 12;
  write("Total", { font: bold });
  write(formatCents(input.amountCents), { font: bold, x: amountX });
  if (issuer.footerNote.trim()) {
    y = 72;
    const noteStyle = style({ color: muted, size: 9 });
    for (const line of wrapText(issuer.footerNote, noteStyle, PAGE_RIGHT - left, 4)) {
      drawTextLine(page, line, { x: left, y, width: PAGE_RIGHT - left }, noteStyle);
      y -= 12;
    }
  }
  return doc.save();
}
