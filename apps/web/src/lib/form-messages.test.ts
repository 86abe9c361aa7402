import fs from "node:fs";
import path from "node:path";
import { createInvoiceRequest } from "@portal/shared/invoice-contracts";
import { featureForm } from "@portal/shared/store-contracts";
import { createTicketFields } from "@portal/shared/support-contracts";
import { createClientRequest } from "@portal/shared/users-contracts";
import { createInstance, type Resource } from "i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorText } from "./form-messages";

const localesDir = path.join(path.dirname(new URL(import.meta.url).pathname), "../locales");
const resources: Resource = {};
for (const lang of ["en", "he"]) {
  resources[lang] = {};
  for (const file of fs.readdirSync(path.join(localesDir, lang))) {
    resources[lang][file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), "utf8"));
  }
}
const i18n = createInstance();
await i18n.init({ resources, lng: "en", fallbackLng: false, interpolation: { escapeValue: false } });
const en = i18n.getFixedT("en");
const he = i18n.getFixedT("he");

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("form field messages", () => {
  const client = { email: "a@example.com", country: "US", phone: "5550100009", fullName: "A", businessName: "" };

  it("says a name over 200 characters in the person's language, not in zod's English", () => {
    const messages = messagesOf(createClientRequest, { ...client, fullName: "x".repeat(300), businessName: "y".repeat(300) });
    expect(fieldErrorText(en, messages.fullName ?? "", "users:errors.", "auth:")).toBe(
      "This field can be at most 200 characters",
    );
    expect(fieldErrorText(he, messages.businessName ?? "", "users:errors.", "auth:")).toBe("השדה יכול להכיל עד 200 תווים");
  });

  it("prefers the form's own key, then another scope (the phone rules live in auth)", () => {
    const messages = messagesOf(createClientRequest, { ...client, email: "nope", fullName: " ", phone: "123" });
    expect(fieldErrorText(en, messages.email ?? "", "users:errors.", "auth:")).toBe("Please enter a valid e-mail address");
    expect(fieldErrorText(en, messages.fullName ?? "", "users:errors.", "auth:")).toBe("Full name is required");
    expect(fieldErrorText(en, messages.phone ?? "", "users:errors.", "auth:")).toBe("US phone number must be 10 digits long");
  });

  it("falls back to a generic text for a key nobody knows, never the key itself", () => {
    expect(fieldErrorText(en, "someUnknownKey", "users:errors.")).toBe("Please check this value");
    expect(fieldErrorText(he, "someUnknownKey")).toBe("בדקו את הערך הזה");
  });

  it.each([
    [
      "createClientRequest",
      createClientRequest,
      { email: 5, country: "US", phone: "", fullName: "z".repeat(500) },
      ["users:errors.", "auth:"],
    ],
    [
      "featureForm",
      featureForm,
      { title: "t".repeat(300), description: "", price: "abc", billingType: "x" },
      ["store:form.errors."],
    ],
    [
      "createTicketFields",
      createTicketFields,
      { subject: "", message: "m".repeat(6000), revisionId: "nope" },
      ["support:validation."],
    ],
    [
      "createInvoiceRequest",
      createInvoiceRequest,
      { amount: "", description: "", clientId: "x", dueDate: "soon" },
      ["invoices:errors."],
    ],
  ] as const)("%s: every refused field reads as a translated text in both languages", (_name, schema, input, scopes) => {
    const messages = Object.values(messagesOf(schema as z.ZodType, input));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      for (const t of [en, he]) {
        const text = fieldErrorText(t, message, ...scopes);
        expect(text).not.toMatch(/Too big|Too small|Invalid input|expected/i);
        expect(text).not.toContain(":");
        expect(text).not.toBe(message);
      }
    }
  });

  it("replaces zod's default English for any check without a message of its own", () => {
    expect(z.string().max(3).safeParse("four").error?.issues[0]?.message).toBe("tooLong|3");
    expect(z.number().min(1).safeParse(0).error?.issues[0]?.message).toBe("tooSmall|1");
    expect(z.string().safeParse(undefined).error?.issues[0]?.message).toBe("required");
    expect(z.email().safeParse("x").error?.issues[0]?.message).toBe("invalidEmail");
  });
});
