import { describe, expect, it } from "vitest";
import { DEFAULT_REVISION_LIMIT, hasLandingPage, inLanguage, NEUTRAL_ICON_PATH, webManifest } from "./agency-brand.ts";
import { AGENCY_SETTINGS_DEFAULTS, DEFAULT_REVISIONS_PER_PROJECT } from "./agency-settings.ts";

describe("the agency's brand on every page", () => {
  it("shows a text in the reader's language, else in the other one", () => {
    expect(inLanguage({ en: "Hello", he: "שלום" }, "he")).toBe("שלום");
    expect(inLanguage({ en: "Hello", he: "" }, "he")).toBe("Hello");
    expect(inLanguage({ en: "", he: "שלום" }, "en")).toBe("שלום");
    expect(inLanguage({ en: "Hello", he: "שלום" }, "fr")).toBe("Hello");
  });

  it("has a landing page only when the agency keeps one", () => {
    expect(hasLandingPage({ landing: { ...AGENCY_SETTINGS_DEFAULTS.landing, enabled: true } })).toBe(true);
    expect(hasLandingPage({ landing: { ...AGENCY_SETTINGS_DEFAULTS.landing, enabled: false } })).toBe(false);
  });

  it("makes the web manifest from the name, colour and icon, with the neutral icon before one is set", () => {
    const withIcon = webManifest({ name: "Acme Web Studio", brandColour: "#0f766e", iconUrl: "/api/files/x?v=1" }, "/");
    expect(withIcon).toMatchObject({ name: "Acme Web Studio", short_name: "Acme Web Stu", theme_color: "#0f766e" });
    expect(withIcon.icons).toEqual([{ src: "/api/files/x?v=1", sizes: "512x512", type: "image/png", purpose: "any" }]);
    const neutral = webManifest({ name: "Acme", brandColour: "#0f766e", iconUrl: null }, "/");
    expect(neutral.short_name).toBe("Acme");
    expect(neutral.icons[0].src).toBe(NEUTRAL_ICON_PATH);
  });

  it("falls back to the settings' own default revision limit", () => {
    expect(DEFAULT_REVISION_LIMIT).toBe(DEFAULT_REVISIONS_PER_PROJECT);
  });
});
