import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import enProjects from "../../../locales/en/projects.json";
import heProjects from "../../../locales/he/projects.json";
import { formatCountdown } from "./format-countdown";

const i18n = createInstance();
await i18n.init({
  resources: { en: { projects: enProjects }, he: { projects: heProjects } },
  lng: "en",
  fallbackLng: false,
  interpolation: { escapeValue: false },
});
const en = i18n.getFixedT("en");
const he = i18n.getFixedT("he");
const at = (days: number, h: number, m: number, s: number) => (((days * 24 + h) * 60 + m) * 60 + s) * 1000;

describe("formatCountdown", () => {
  it("shows hh:mm:ss under a day", () => {
    expect(formatCountdown(en, at(0, 7, 39, 11))).toEqual({ days: null, clock: "07:39:11" });
    expect(formatCountdown(he, at(0, 0, 0, 5))).toEqual({ days: null, clock: "00:00:05" });
  });

  it("shows days in English, singular and plural", () => {
    expect(formatCountdown(en, at(18, 7, 39, 11))).toEqual({ days: "18 days", clock: "07:39:11" });
    expect(formatCountdown(en, at(1, 0, 0, 0))).toEqual({ days: "1 day", clock: "00:00:00" });
    expect(formatCountdown(en, at(0, 431, 39, 11))).toEqual({ days: "17 days", clock: "23:39:11" });
  });

  it("shows days in Hebrew with its one, two and many forms", () => {
    expect(formatCountdown(he, at(1, 2, 3, 4))).toEqual({ days: "יום אחד", clock: "02:03:04" });
    expect(formatCountdown(he, at(2, 2, 3, 4))).toEqual({ days: "יומיים", clock: "02:03:04" });
    expect(formatCountdown(he, at(18, 7, 39, 11))).toEqual({ days: "18 ימים", clock: "07:39:11" });
    expect(formatCountdown(he, at(20, 0, 0, 0))).toEqual({ days: "20 ימים", clock: "00:00:00" });
  });
});
