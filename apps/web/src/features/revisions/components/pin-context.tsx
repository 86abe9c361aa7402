import type { RevisionAnnotation } from "@portal/shared/revision-contracts";
import { useTranslation } from "react-i18next";

/**
 * For the admin, under a comment: the screenshot the bridge took when the pin was placed (opens
 * full size) and the window size and browser it was placed in. Nothing for pins without them.
 */
export function PinContext({ annotation, number }: { annotation: RevisionAnnotation; number: number }) {
  const { t } = useTranslation("revisions");
  const { screenshotUrl, viewportWidth, viewportHeight, browser } = annotation;
  const hasContext = Boolean(viewportHeight || browser);
  if (!screenshotUrl && !hasContext) return null;
  const viewport =
    viewportWidth && viewportHeight
      ? t("pinViewport", { width: Math.round(viewportWidth), height: Math.round(viewportHeight) })
      : t("unknownViewport");
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="pin-context">
      {screenshotUrl && (
        <a href={screenshotUrl} target="_blank" rel="noopener noreferrer" className="self-start">
          <img
            src={screenshotUrl}
            alt={t("pinScreenshotAlt", { number })}
            loading="lazy"
            className="max-h-40 max-w-full rounded-md border border-slate-200 object-contain"
          />
        </a>
      )}
      {hasContext && (
        <p className="text-xs text-slate-500">{t("pinContextLine", { viewport, browser: browser ?? t("unknownBrowser") })}</p>
      )}
    </div>
  );
}
