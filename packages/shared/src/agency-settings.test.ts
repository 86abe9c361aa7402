import { describe, expect, it } from "vitest";
import {
  AGENCY_SETTINGS_DEFAULTS,
  agencySettingsSchema,
  brandColourProblem,
  contrastRatio,
  identitySettings,
  isValidTimeZone,
  localized,
} from "./agency-settings.ts";
import { setupRequest } from "./setup-contracts.ts";

describe("agency settings", () => {
  it("measures WCAG contrast and refuses colours below 4.5:1 against white, with the ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(brandColourProblem("#2563eb")).toBeNull();
    expect(brandColourProblem("#767676")).toBeNull(); // 4.54:1, the lightest grey that passes
    expect(brandColourProblem("#777777")).toMatchObject({ reason: "lowContrast", minimum: 4.5 });
    expect(brandColourProblem("#facc15")?.ratio).toBeLessThan(2);
    const refused = identitySettings.safeParse({ ...AGENCY_SETTINGS_DEFAULTS.identity, brandColour: "#FACC15" });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe("colourContrast");
    const saved = identitySettings.parse({ ...AGENCY_SETTINGS_DEFAULTS.identity, brandColour: "#0F766E" });
    expect(saved.brandColour).toBe("#0f766e");
  });

  it("has neutral defaults that pass their own schemas and name no agency of the demo", () => {
    expect(agencySettingsSchema.parse(AGENCY_SETTINGS_DEFAULTS)).toEqual(AGENCY_SETTINGS_DEFAULTS);
    expect(JSON.stringify(AGENCY_SETTINGS_DEFAULTS)).not.toMatch(/bright ?pixel/i);
  });

  it("falls back to the other language and validates time zones", () => {
    expect(localized({ en: "Hello", he: "" }, "he")).toBe("Hello");
    expect(localized({ en: "", he: "שלום" }, "en")).toBe("שלום");
    expect(localized({ en: "Hello", he: "שלום" }, "he")).toBe("שלום");
    expect(isValidTimeZone("Asia/Jerusalem")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });

  it("takes a set-up code in any case and a phone of the login screen's countries", () => {
    const body = {
      code: " abcd-2345 ",
      agency: { name: "Acme", defaultLanguage: "en", timeZone: "UTC" },
      admin: { fullName: "Ada", email: "Ada@Acme.test", phone: "+972501234567" },
    };
    expect(setupRequest.parse(body)).toMatchObject({ code: "ABCD-2345", admin: { email: "ada@acme.test" } });
    expect(setupRequest.safeParse({ ...body, admin: { ...body.admin, phone: "+4420" } }).success).toBe(false);
  });
});
