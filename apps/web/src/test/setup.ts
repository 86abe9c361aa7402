import { cleanup, configure } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll } from "vitest";
import enCore from "@/lib/locale-bundles/en-core";
import enHome from "@/lib/locale-bundles/en-home";
import enRest from "@/lib/locale-bundles/en-rest";
import heCore from "@/lib/locale-bundles/he-core";
import heHome from "@/lib/locale-bundles/he-home";
import heRest from "@/lib/locale-bundles/he-rest";
import "@/lib/form-messages";
import { mockApi } from "./mock-api";

/** Component tests render in English with every namespace loaded, as the signed-in app does; screens may switch to Hebrew. */
await i18n.use(initReactI18next).init({
  resources: { en: { ...enCore, ...enHome, ...enRest }, he: { ...heCore, ...heHome, ...heRest } },
  lng: "en",
  fallbackLng: false,
  defaultNS: "common",
  ns: [...Object.keys(enCore), ...Object.keys(enHome), ...Object.keys(enRest)],
  interpolation: { escapeValue: false },
  returnNull: false,
});

// A whole screen reads several answers at once: on the shared two-core machine the last of them can
// take seconds to show, so findBy/waitFor wait up to 5 s (they return as soon as it shows).
configure({ asyncUtilTimeout: 5000 });

// The mocked API (MSW): a request no test answers fails the test that made it.
beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  cleanup();
  // Files share one document (decision 133): what a test wrote into the page goes with it.
  document.body.replaceChildren();
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({ width: 1024, height: 768 });
  // Toasts live in sonner's module state: none is carried into the next test.
  toast.dismiss();
  localStorage.clear();
  // Unsent forms (drafts, decision 076) are kept in the tab's session storage.
  sessionStorage.clear();
  mockApi.resetHandlers();
  mockApi.events.removeAllListeners();
  if (i18n.language !== "en") await i18n.changeLanguage("en");
  document.documentElement.dir = "ltr";
  document.documentElement.lang = "en";
});
afterAll(() => mockApi.close());
