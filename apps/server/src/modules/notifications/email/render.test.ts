import { describe, expect, it } from "vitest";
import { renderMail, renderSms } from "./render.tsx";
import { unsubscribePage } from "./unsubscribe-page.tsx";

// Any agency's brand: the e-mails carry whatever its settings say.
const brand = {
  name: "Harbour & Pine Studio",
  colour: "#0f766e",
  senderName: "Harbour & Pine",
  logoUrl: "https://portal.example/api/files/logo?v=1",
};
const ready = { projectId: "p1", status: "ready", delivery: "" } as const;
const options = { brand, name: "Noa", portalUrl: "https://portal.example", unsubscribeUrl: "https://portal.example/u?token=t" };

describe("notification e-mails rendered from React components", () => {
  it("renders one event as HTML and plain text with the agency's logo, name and colour and the link to its screen", () => {
    const mail = renderMail([{ kind: "ticket_reply_agency", data: { number: "0007", subject: "Logo", ticketId: "t7" } }], {
      ...options,
      language: "en",
    });
    expect(mail.subject).toBe("New reply on ticket #0007");
    expect(mail.html.startsWith('<!doctype html><html lang="en" dir="ltr">')).toBe(true);
    expect(mail.html).toContain("Harbour &amp; Pine Studio");
    expect(mail.html).toContain("background:#0f766e");
    expect(mail.html).toContain('<img src="https://portal.example/api/files/logo?v=1"');
    expect(mail.html).toContain('href="https://portal.example/dashboard/support?tab=tickets&amp;ticket=t7"');
    expect(mail.text).toBe(
      [
        "Hello Noa,",
        "",
        'The agency replied to your ticket #0007 "Logo".',
        "Open in the portal: https://portal.example/dashboard/support?tab=tickets&ticket=t7",
        "",
        "--",
        "You receive this e-mail from the Harbour & Pine Studio client portal.",
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
      { ...options, brand: { ...brand, logoUrl: null }, language: "he" },
    );
    expect(mail.subject).toBe("2 עדכונים מ-Harbour & Pine Studio");
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("הנה מה שקרה מאז ההודעה הקודמת שלנו:");
    expect(mail.html.match(/לפתיחה בפורטל/g)).toHaveLength(2);
    expect(mail.html).toContain("&lt;b&gt;Dana&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Dana</b>");
    expect(mail.html).toContain("https://portal.example/admin/settings");
    expect(mail.text).toContain("https://portal.example/admin/revisions/r2");
  });

  it("writes the urgent text message under the agency's name, in the person's language", () => {
    const sms = renderSms({ kind: "project_ready", data: ready }, { brand, language: "en", portalUrl: "https://portal.example" });
    expect(sms).toBe("Harbour & Pine Studio: your project is ready. https://portal.example/dashboard");
    const he = renderSms({ kind: "project_ready", data: ready }, { brand, language: "he", portalUrl: "https://portal.example" });
    expect(he).toBe("Harbour & Pine Studio: הפרויקט שלך מוכן. https://portal.example/dashboard");
  });

  it("renders the unsubscribe page in the person's language", () => {
    const page = unsubscribePage(brand, "he", "confirm", "/api/notifications/unsubscribe?token=x");
    expect(page.startsWith('<!doctype html><html lang="he" dir="rtl">')).toBe(true);
    expect(page).toContain('<form action="/api/notifications/unsubscribe?token=x" method="post">');
    expect(page).toContain("הסרה");
    expect(page).toContain("<title>Harbour &amp; Pine Studio</title>");
    expect(unsubscribePage(brand, "en", "done")).toContain('<p role="status">You are unsubscribed.');
  });
});
