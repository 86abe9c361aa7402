import type { Color, PDFDocument, PDFFont, PDFPage } from "@cantoo/pdf-lib";
import { intlLocale } from "@portal/shared/format";
import type { CertificateInput } from "../../pdf/pdf-job.ts";
import { drawTextLine, loadInvoiceFonts, loadPdfLibraries, singleLine, type TextStyle, wrapText } from "../invoices/index.ts";

const LEFT = 56;
const RIGHT = 539;
const WIDTH = RIGHT - LEFT;
interface Colours {
  dark: Color;
  muted: Color;
}

/** Lines, written downwards; a new A4 page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y = 780;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly colours: Colours,
  ) {
    this.page = doc.addPage([595.28, 841.89]);
  }
  line(text: string, options: { font?: PDFFont; size?: number; muted?: boolean; maxLines?: number } = {}) {
    const style: TextStyle = {
      font: options.font ?? this.regular,
      size: options.size ?? 11,
      color: options.muted ? this.colours.muted : this.colours.dark,
    };
    const lines = options.maxLines ? wrapText(text, style, WIDTH, options.maxLines) : [singleLine(text, style.font)];
    for (const line of lines) {
      if (this.y < 56) {
        this.page = this.doc.addPage([595.28, 841.89]);
        this.y = 780;
      }
      drawTextLine(this.page, line, { x: LEFT, y: this.y, width: WIDTH }, style);
      this.y -= style.size + 5;
    }
  }
  gap(points: number) {
    this.y -= points;
  }
}

const orNone = (value: string | null, none: string) => (value?.trim() ? value : none);

/** The facts in one language: label and value on a line, the line right to left in Hebrew. */
function facts(input: CertificateInput, language: "en" | "he"): string[] {
  const local = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: input.timeZone,
  }).format(input.approvedAt);
  const when = `${local.replace(/\u202f/g, " ")} (${input.timeZone}) · ${input.approvedAt.toISOString()}`;
  if (language === "he") {
    return [
      `סוכנות: ${input.agencyName}`,
      `לקוח: ${input.client}`,
      `אבן דרך: ${input.milestone.he || input.milestone.en}`,
      `אושר בידי: ${input.signerName}`,
      `מועד האישור: ${when}`,
      `כתובת IP: ${orNone(input.address, "לא ידועה")}`,
      `דפדפן: ${orNone(input.browser, "לא ידוע")}`,
      `כתובת ההדגמה: ${input.demoUrl}`,
      `גרסה: ${orNone(input.versionLabel, "ללא")}`,
    ];
  }
  return [
    `Agency: ${input.agencyName}`,
    `Client: ${input.client}`,
    `Milestone: ${input.milestone.en || input.milestone.he}`,
    `Approved by: ${input.signerName}`,
    `Approved at: ${when}`,
    `Address: ${orNone(input.address, "unknown")}`,
    `Browser: ${orNone(input.browser, "unknown")}`,
    `Demo URL: ${input.demoUrl}`,
    `Version: ${orNone(input.versionLabel, "none")}`,
  ];
}

/**
 * Renders the sign-off certificate: the facts in English, then in Hebrew (right to left), then each
 * reviewed page with the SHA-256 of what it served, and the hash over all of them. The invoice's
 * fonts and text layout are reused, so Hebrew and Latin mix on a line as they do on invoices.
 */
export async function renderCertificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const fonts = await loadInvoiceFonts();
  const { PDFDocument, rgb, fontkit } = await loadPdfLibraries();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Sign-off certificate ${input.recordId}`);
  doc.setAuthor(input.agencyName);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const w = new Writer(doc, regular, bold, { dark: rgb(0.1, 0.1, 0.15), muted: rgb(0.4, 0.4, 0.45) });

  w.line("Sign-off certificate", { font: bold, size: 18 });
  w.gap(4);
  for (const fact of facts(input, "en")) w.line(fact, { maxLines: 3 });
  w.gap(14);
  w.line("אישור חתימה", { font: bold, size: 18 });
  w.gap(4);
  for (const fact of facts(input, "he")) w.line(fact, { maxLines: 3 });
  w.gap(14);
  w.line("Pages reviewed, as served at approval · העמודים שנבדקו, כפי שהוגשו ברגע האישור", { font: bold, size: 12 });
  for (const page of input.pages) {
    w.line(page.url, { size: 10, maxLines: 2 });
    w.line(page.sha256 ? `SHA-256 ${page.sha256}` : `Not reachable (${page.status ?? "no answer"}) · לא זמין`, {
      size: 9,
      muted: true,
    });
  }
  w.gap(10);
  w.line(`Content SHA-256 · גיבוב התוכן: ${input.contentSha256}`, { size: 9, maxLines: 2 });
  w.line(`Record · רשומה: ${input.recordId}`, { size: 9, muted: true });
  return doc.save();
}
