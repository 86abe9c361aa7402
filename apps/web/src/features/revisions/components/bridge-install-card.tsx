import { BRIDGE_VERSION } from "@portal/shared/constants";
import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";

/**
 * The one line an agency adds to a staging site, and what the bridge will listen to: the portal
 * at the address this page is open at (the script takes its origin from its own URL).
 */
export function BridgeInstallCard() {
  const { t } = useTranslation("demo-bridge");
  const origin = window.location.origin;
  const snippet = `<script src="${origin}/bridge.js"></script>`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("installTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <p>{t("installHint")}</p>
        <div className="flex flex-wrap items-start gap-2">
          <pre
            dir="ltr"
            className="min-w-0 flex-1 overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-50"
            data-testid="bridge-snippet"
          >
            {snippet}
          </pre>
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            {t("copy")}
          </Button>
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t("originsTitle")}</h3>
          <p>
            {t("originsBridge")}{" "}
            <code dir="ltr" className="rounded bg-slate-100 px-1" data-testid="bridge-origin">
              {origin}
            </code>
          </p>
          <p>{t("originsPortal")}</p>
          <p className="text-slate-600">{t("originsSameAddress")}</p>
        </div>
        <p>{t("versionLine", { version: BRIDGE_VERSION })}</p>
        <p className="text-slate-600">{t("anchorsHint")}</p>
      </CardContent>
    </Card>
  );
}
