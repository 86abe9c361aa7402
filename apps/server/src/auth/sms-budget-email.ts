import type { EmailMessage } from "../providers/email/email-provider.ts";

/** Tells an admin that the portal's hourly SMS budget is used up (sent once per budget window). */
export function smsBudgetEmail(to: string, options: { budget: number; until: Date; portalUrl: string }): EmailMessage {
  const until = `${options.until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const lines = [
    "Hello,",
    "",
    `The Bright Pixel Studio client portal (${options.portalUrl}) has sent its hourly budget of ${options.budget} sign-in codes by SMS.`,
    `Further codes are refused until ${until}, so people cannot sign in by SMS until then.`,
    "",
    "If this is not expected traffic, someone may be requesting codes to run up SMS costs; the server log shows the addresses.",
    "To allow more codes per hour, raise SMS_HOURLY_BUDGET in the portal's configuration.",
    "",
    "You receive this message once per budget hour.",
  ];
  return {
    to,
    subject: "SMS budget reached on the client portal",
    text: `${lines.join("\n")}\n`,
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join(""),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
