import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_PAYLOADS,
  type NotificationKind,
  type NotificationOf,
} from "@portal/shared/notification-payloads";
import { describe, expect, it } from "vitest";
import { type MailItem, renderMail, renderSms } from "./render.tsx";

const brand = { name: "Harbour & Pine Studio", colour: "#0f766e", senderName: "Harbour & Pine", logoUrl: null };
const portalUrl = "https://portal.example";
const options = { brand, name: "Noa", portalUrl, unsubscribeUrl: `${portalUrl}/u?token=t` };
const LANGUAGES = ["en", "he"] as const;

function exampleOf<K extends NotificationKind>(kind: K): NotificationOf {
  return { kind, data: NOTIFICATION_PAYLOADS[kind].example } as NotificationOf;
}

/** Every kind name and every status or category value: none may reach a reader as it is stored. */
const RAW_KEYS = [...NOTIFICATION_KIND_NAMES, "in_progress"];

/** What a reader must never see: a missing value printed, a raw key, an empty or half-built link. */
function problemsIn(text: string): string[] {
  const problems: string[] = [];
  for (const word of ["undefined", "null", "NaN", "[object Object]"]) if (text.includes(word)) problems.push(word);
  for (const key of RAW_KEYS) if (new RegExp(`(^|[^a-z_/=?&])${key}($|[^a-z_])`).test(text)) problems.push(`raw key ${key}`);
  if (/""|“”|\(\s*\)|#(\s|$|:)/.test(text)) problems.push("an empty value");
  return problems;
}

/** Each link: on the portal, a real path, no parameter without its value. */
function badLinks(links: string[]): string[] {
  return links.filter((link) => {
    if (!link.startsWith(`${portalUrl}/`)) return true;
    const url = new URL(link);
    if (url.pathname.endsWith("/") || url.pathname.includes("//")) return true;
    return [...url.searchParams.values()].some((value) => value === "");
  });
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
const textLinks = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe("every notification kind renders from its schema's example", () => {
  it("has an example that its own schema accepts", () => {
    for (const kind of NOTIFICATION_KIND_NAMES) {
      expect(NOTIFICATION_PAYLOADS[kind].schema.safeParse(NOTIFICATION_PAYLOADS[kind].example).success, kind).toBe(true);
    }
  });

  for (const language of LANGUAGES) {
    it.each(NOTIFICATION_KIND_NAMES)(
      `renders %s in ${language}: subject, HTML, text and SMS, every value and link filled in`,
      (kind) => {
        const item = exampleOf(kind);
        const mail = renderMail([item], { ...options, language });
        const sms = renderSms(item, { brand, language, portalUrl });
        const body = mail.html.replace(/<[^>]+>/g, " ");
        for (const [part, text] of Object.entries({ subject: mail.subject, html: body, text: mail.text, sms })) {
          expect(problemsIn(text), `${kind} ${language} ${part}`).toEqual([]);
        }
        expect(mail.subject.trim()).not.toBe("");
        expect(badLinks(hrefs(mail.html)), `${kind} ${language} HTML links`).toEqual([]);
        expect(badLinks(textLinks(mail.text)), `${kind} ${language} text links`).toEqual([]);
        expect(badLinks(textLinks(sms)), `${kind} ${language} SMS link`).toEqual([]);
        expect(textLinks(sms)).toHaveLength(1);
        expect(sms.startsWith(`${brand.name}: `)).toBe(true);
        // The event's own line is in both bodies, with its link.
        const line = mail.text.split("\n")[2];
        expect(line.length).toBeGreaterThan(10);
        expect(body.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&")).toContain(line);
      },
    );
  }

  it("the checks themselves catch what they are for", () => {
    expect(problemsIn("New invoice undefined")).toEqual(["undefined"]);
    expect(problemsIn('Your revision is now "in_progress".')).toEqual(["raw key in_progress"]);
    expect(problemsIn('ticket #0007 ""')).toEqual(["an empty value"]);
    expect(badLinks([`${portalUrl}/admin/users/`, `${portalUrl}/dashboard/invoices?invoice=`, "/dashboard"])).toHaveLength(3);
    expect(badLinks([`${portalUrl}/dashboard/support?tab=tickets&ticket=t7`])).toEqual([]);
  });
});

describe("a stored notification that no longer fits its schema", () => {
  const unreadable: MailItem[] = [
    { kind: null, to: "client" },
    { kind: null, to: "admin" },
  ];

  for (const language of LANGUAGES) {
    it(`is told generically in ${language}, linked to the person's home screen`, () => {
      for (const item of unreadable) {
        const mail = renderMail([item], { ...options, language });
        const sms = renderSms(item, { brand, language, portalUrl });
        for (const text of [mail.subject, mail.text, mail.html.replace(/<[^>]+>/g, " "), sms])
          expect(problemsIn(text)).toEqual([]);
        const home = item.kind === null && item.to === "admin" ? "/admin/dashboard" : "/dashboard";
        expect(hrefs(mail.html)).toContain(`${portalUrl}${home}`);
        expect(sms.endsWith(`${portalUrl}${home}`)).toBe(true);
      }
    });
  }

  it("sits in a digest beside readable ones", () => {
    const mail = renderMail([exampleOf("ticket_created"), { kind: null, to: "admin" }], { ...options, language: "en" });
    expect(mail.subject).toBe("2 updates from Harbour & Pine Studio");
    expect(mail.text).toContain("There is an update for you in the client portal.");
    expect(mail.text).toContain("Dana's Bakery opened ticket #0007");
  });
});
