import type { ViewMode } from "@portal/shared/constants";
import { ExternalLink, MonitorX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DemoFrame, ViewModeToggle } from "@/features/revisions";
import { useIsMobile } from "@/lib/hooks/use-media-query";

/** The demo in a frame, with the desktop/mobile toggle (mobile devices are forced to mobile), and what the client is asked about it. */
export function DemoPreviewCard({ demoUrl, children }: { demoUrl: string | null; children?: ReactNode }) {
  const { t } = useTranslation("projects");
  const isMobile = useIsMobile();
  const [chosen, setChosen] = useState<ViewMode>("desktop");
  const mode = isMobile ? "mobile" : chosen;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t("demoPreview")}</CardTitle>
        {demoUrl && (
          <div className="flex items-center gap-2">
            {!isMobile && <ViewModeToggle value={mode} onChange={setChosen} />}
            <a
              href={demoUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <ExternalLink aria-hidden="true" />
              {t("viewWebsite")}
            </a>
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {children}
        {demoUrl ? (
          <DemoFrame url={demoUrl} mode={mode} title={t("demoFrameTitle")} />
        ) : (
          <div className="flex min-h-[300px] flex-col items-center justify-center gap-2 rounded-lg bg-slate-50 p-6 text-center">
            <MonitorX className="size-10 text-slate-400" aria-hidden="true" />
            <p className="font-semibold">{t("demoNotReady")}</p>
            <p className="text-sm text-slate-600">{t("demoNotReadyBody")}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
