import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/** The recovery codes, shown once right after the app is set up, with copy and download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("settings");
  const text = `${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("security.codesCopied"));
    } catch {
      toast.error(t("security.copyFailed"));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3">
      <h3 id="recovery-codes-title" className="font-semibold">
        {t("security.codesTitle")}
      </h3>
      <p className="text-sm text-slate-600">{t("security.codesDescription")}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm sm:grid-cols-5" dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          {t("security.copyCodes")}
        </Button>
        <Button variant="outline" onClick={download}>
          {t("security.downloadCodes")}
        </Button>
        <Button onClick={onDone}>{t("security.codesSaved")}</Button>
      </div>
    </section>
  );
}
