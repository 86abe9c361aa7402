import { LANGUAGE_COOKIE, LOCALES, type Locale } from "@portal/shared/constants";
import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { CORE_NAMESPACES, HOME_NAMESPACES, type Namespaces } from "./locale-bundles/to-namespaces";

const STORAGE_KEY = "portal.language";

type Part = "core" | "landing" | "home" | "rest";
type Load = () => Promise<{ default: Namespaces }>;

// Four chunks per language: what every screen may say, the landing page, the areas' frame with the
// client's home, the other signed-in screens.
const bundles: Record<Locale, Record<Part, Load>> = {
  en: {
    core: () => import("./locale-bundles/en-core"),
    landing: () => import("./locale-bundles/en-landing"),
    home: () => import("./locale-bundles/en-home"),
    rest: () => import("./locale-bundles/en-rest"),
  },
  he: {
    core: () => import("./locale-bundles/he-core"),
    landing: () => import("./locale-bundles/he-landing"),
    home: () => import("./locale-bundles/he-home"),
    rest: () => import("./locale-bundles/he-rest"),
  },
};

function partOf(ns: string): Part {
  if (CORE_NAMESPACES.includes(ns)) return "core";
  if (HOME_NAMESPACES.includes(ns)) return "home";
  return ns === "landing" ? "landing" : "rest";
}
const loaded = new Map<string, Promise<Namespaces>>();

function loadPart(lang: string, part: Part): Promise<Namespaces> {
  const key = `${lang}/${part}`;
  let bundle = loaded.get(key);
  if (!bundle) {
    bundle = (bundles[lang as Locale] ?? bundles.en)[part]().then((m) => m.default);
    loaded.set(key, bundle);
  }
  return bundle;
}

/** Lets i18next fetch a language's chunk when it needs a namespace (a switch, a new screen). */
const languageChunks: BackendModule = {
  type: "backend",
  init() {},
  read(lang, ns, callback) {
    loadPart(lang, partOf(ns)).then(
      (bundle) => callback(null, bundle[ns] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function storedLanguage(): Locale {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(saved ?? "") ? (saved as Locale) : "en";
}

function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = i18n.dir(lang);
  // The server reads it to send the prerendered pages in this language.
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server only.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Loads the texts every screen may use, in the stored language, and starts i18next; the app
 * renders after. Other namespaces load with their screens (`useTranslation` waits for them).
 */
export async function startI18n(): Promise<void> {
  const lang = storedLanguage();
  const core = await loadPart(lang, "core");
  await i18n
    .use(languageChunks)
    .use(initReactI18next)
    .init({
      resources: { [lang]: core },
      partialBundledLanguages: true,
      lng: lang,
      // Both languages have every key (locales.test.ts), so nothing falls back to another chunk.
      fallbackLng: false,
      defaultNS: "common",
      ns: Object.keys(core),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(i18n.language);
  i18n.on("languageChanged", (next) => {
    localStorage.setItem(STORAGE_KEY, next);
    applyDocumentLanguage(next);
  });
}

/** Loads a chunk's namespaces and registers them, so a language switch loads them too. */
async function loadTexts(part: "home" | "rest"): Promise<void> {
  const bundle = await loadPart(i18n.language, part);
  await i18n.loadNamespaces(Object.keys(bundle));
}

/** The texts of the areas' frame and the client's home: what that screen waits for (decision 129). */
export const loadHomeTexts = () => loadTexts("home");

/** Every signed-in screen's texts: what the others wait for before they render. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all([loadTexts("home"), loadTexts("rest")]);
}

export { i18n };
