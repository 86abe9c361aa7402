import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";

/**
 * Keeps the signed-in person's profile language equal to the one they use here, so their
 * e-mails come in it: saved when the area opens and whenever they switch.
 */
export function useProfileLanguage(signedIn: boolean) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!signedIn) return;
    const save = (language: string) => {
      if (language === "en" || language === "he")
        void api("/me/language", { method: "PUT", body: { language } }).catch(() => undefined);
    };
    save(i18n.resolvedLanguage ?? i18n.language);
    i18n.on("languageChanged", save);
    return () => i18n.off("languageChanged", save);
  }, [signedIn, i18n]);
}
