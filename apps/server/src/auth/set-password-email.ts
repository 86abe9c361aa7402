import type { EmailMessage } from "../providers/email/email-provider.ts";

export function setPasswordEmail(to: string, name: string, link: string): EmailMessage {
  const greeting = name ? `Hello ${name},` : "Hello,";
  return {
    to,
    subject: "Set your password for the Bright Pixel Studio client portal",
    text: `${greeting}\n\nAn account was created for you on the Bright Pixel Studio client portal.\nSet your password here (the link works once and expires in 3 days):\n\n${link}\n\nYou can also sign in at any time with your phone number and a code sent by SMS.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>An account was created for you on the Bright Pixel Studio client portal.</p><p><a href="${escapeHtml(link)}">Set your password</a> (the link works once and expires in 3 days).</p><p>You can also sign in at any time with your phone number and a code sent by SMS.</p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
