import { describe, expect, it } from "vitest";
import { renderMail } from "./render.tsx";
import { unsubscribePage } from "./unsubscribe-page.tsx";

const options = { name: "Noa", portalUrl: "https://portal.example", unsubscribeUrl: "https://portal.example/u?token=t" };

describe("notification e-mails rendered from React components", () => {
  it("renders one event as HTML and plain text with the agency's name and colour and the link to its screen", () => {
    const mail = renderMail([{ kind: "ticket_reply_agency", data: { number: "0007", subject: "Logo", ticketId: "t7" } }], {
      ...options,
      language: "en",
    });
    expect(mail.subject).toBe("New reply on ticket #0007");
    expect(mail.html.startsWith('<!doctype html><html lang="en" dir="ltr">')).toBe(true);
    expect(mail.html).toContain("Bright Pixel Studio");
    expect(mail.html).toContain("background:#4f46e5");
    expect(mail.html).toContain('href="https://portal.example/dashboard/support?tab=tickets&amp;ticket=t7"');
    expect(mail.text).toBe(
      [
        "Hello Noa,",
        "",
        'The agency replied to your ticket #0007 "Logo".',
        "Open in the portal: https://portal.example/dashboard/support?tab=tickets&ticket=t7",
        "",
        "--",
        "You receive this e-mail from the Bright Pixel Studio client portal.",
        "Choose which e-mails you receive: https://portal.example/dashboard/settings",
        "Unsubscribe from these e-mails: https://portal.example/u?token=t",
        "",
      ].join("\n"),
    );
  });

  it("renders a Hebrew digest right to left, one block per event, and escapes what people wrote", () => {
    const mail = renderMail(
      [
        { kind: "ticket_created", data: { number: "0001", client: "<b>Dana</b>", subject: "A & B", ticketId: "t1" } },
        { kind: "revision_requested", data: { number: "0002", client: "Dana", revisionId: "r2" } },
      ],
      { ...options, language: "he" },
    );
    expect(mail.subject).toBe("2 עדכונים מ-Bright Pixel Studio");
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.html).toContain("הנה מה שקרה מאז ההודעה הקודמת שלנו:");
    expect(mail.html.match(/לפתיחה בפורטל/g)).toHaveLength(2);
    expect(mail.html).toContain("&lt;b&gt;Dana&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Dana</b>");
    expect(mail.html).toContain("https://portal.example/admin/settings");
    expect(mail.text).toContain("https://portal.example/admin/revisions/r2");
  });

  it("renders the unsubscribe page in the person's language", () => {
    const page = unsubscribePage("he", "confirm", "/api/notifications/unsubscribe?token=x");
    expect(page.startsWith('<!doctype html><html lang="he" dir="rtl">')).toBe(true);
    expect(page).toContain('<form action="/api/notifications/unsubscribe?token=x" method="post">');
    expect(page).toContain("הסרה");
    expect(unsubscribePage("en", "done")).toContain('<p role="status">You are unsubscribed.');
  });
});
