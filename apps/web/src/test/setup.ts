import { cleanup } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach } from "vitest";
import core from "@/lib/locale-bundles/en-core";
import rest from "@/lib/locale-bundles/en-rest";
import "@/lib/form-messages";

/** Component tests render in English with every namespace loaded, as the signed-in app does. */
await i18n.use(initReactI18next).init({
  resources: { en: { ...core, ...rest } },
  lng: "en",
  fallbackLng: false,
  defaultNS: "common",
  ns: [...Object.keys(core), ...Object.keys(rest)],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

afterEach(() => cleanup());
