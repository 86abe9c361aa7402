import { BRIDGE_VERSION } from "@portal/shared/constants";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDemoBridge } from "./use-demo-bridge";

/**
 * Checks a demo address from the admin's own browser (decision 056): the demo is opened in a
 * frame, as clients see it, and greeted the way the revision screens greet it. The server never
 * fetches the address, so the check cannot be turned against the portal's network.
 */
export function BridgeCheck({ url }: { url: string }) {
  const { t } = useTranslation("demo-bridge");
  const frame = useRef<HTMLIFrameElement>(null);
  const { state, onFrameLoad } = useDemoBridge(frame, url, false);
  // An https portal cannot frame an http demo: browsers block it before the bridge can answer.
  const blocked = window.location.protocol === "https:" && url.toLowerCase().startsWith("http:");
  const version = state.version ?? 1;
  return (
    <div className="flex flex-col gap-3">
      <div role="status" aria-live="polite" className="text-sm" data-testid="bridge-check-result">
        {blocked ? (
          <Result ok={false} title={t("notDetected")} reasons={[t("reasonMixedContent")]} />
        ) : state.status === "connected" ? (
          <Result
            ok
            title={t("detected", { version })}
            reasons={version < BRIDGE_VERSION ? [t("olderVersion", { current: BRIDGE_VERSION })] : []}
          />
        ) : state.status === "none" ? (
          <Result
            ok={false}
            title={t("notDetected")}
            reasons={[t("reasonMissing"), t("reasonOtherPortal"), t("reasonBlocked"), t("reasonFraming")]}
          />
        ) : (
          <p className="flex items-center gap-2 text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t("checking")}
          </p>
        )}
      </div>
      {!blocked && (
        <iframe
          ref={frame}
          src={url}
          title={t("checkFrameTitle")}
          onLoad={onFrameLoad}
          className="h-64 w-full rounded-lg border border-slate-200 bg-white"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      )}
    </div>
  );
}

function Result({ ok, title, reasons }: { ok: boolean; title: string; reasons: string[] }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div className="flex flex-col gap-1">
      <p
        className={
          ok ? "flex items-center gap-2 font-semibold text-emerald-700" : "flex items-center gap-2 font-semibold text-red-700"
        }
      >
        <Icon className="size-4" aria-hidden="true" />
        {title}
      </p>
      {reasons.length > 0 && (
        <ul className="list-disc ps-6 text-slate-700">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
