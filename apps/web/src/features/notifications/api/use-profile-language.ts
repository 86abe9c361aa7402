import { LOCALES, type Locale } from "@portal/shared/constants";
import type { Profile } from "@portal/shared/profile";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";

const isLocale = (language: string): language is Locale => (LOCALES as readonly string[]).includes(language);

/**
 * Keeps the signed-in person's profile language equal to the one they use here, so their
 * e-mails come in it: saved when the area opens in another language than the profile's, and
 * whenever they switch.
 */
export function useProfileLanguage(profile: Profile | null | undefined) {
  const { i18n } = useTranslation();
  const saved = profile?.language;
  useEffect(() => {
    if (!saved) return;
    let last: string = saved;
    const save = (language: string) => {
      if (language === last || !isLocale(language)) return;
      last = language;
      void api.put("/me/language", { body: { language } }).catch(() => {
        last = saved;
      });
    };
    save(i18n.resolvedLanguage ?? i18n.language);
    i18n.on("languageChanged", save);
    return () => i18n.off("languageChanged", save);
  }, [saved, i18n]);
}
