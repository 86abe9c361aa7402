import { LOCALES, type Locale } from "@portal/shared/constants";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";

const STORAGE_KEY = "portal.language";

// Every namespace JSON under locales/<lang>/ is bundled; a namespace is its file name.
const modules = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json", { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(modules)) {
  const [, lang, ns] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
  if (!lang || !ns) continue;
  resources[lang] ??= {};
  resources[lang][ns] = module.default;
}

export function storedLanguage(): Locale {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (LOCALES as readonly string[]).includes(saved ?? "") ? (saved as Locale) : "en";
}

function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = i18n.dir(lang);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: "en",
  defaultNS: "common",
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
  // No promotional line in the console.
  showSupportNotice: false,
});
applyDocumentLanguage(i18n.language);
i18n.on("languageChanged", (lang) => {
  localStorage.setItem(STORAGE_KEY, lang);
  applyDocumentLanguage(lang);
});

export { i18n };
