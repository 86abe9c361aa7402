import type { Project } from "@portal/shared/project-contracts";
import { remainingRevisions, revisionRequestBlock } from "@portal/shared/revision-rules";
import { PencilRuler } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRevisionLimit } from "@/features/agency";
import { bidiText } from "@/lib/bidi-text";

/**
 * Request Changes: the button opens the request for a subscriber with a demo and revisions left;
 * a non-subscriber gets the upgrade dialog; otherwise the reason is shown and the button is off.
 * A colleague who may not pay (`upgradeBy`, the owner's name; decision 120) is told whom to ask
 * instead of being offered the upgrade.
 */
export function RequestChangesCard({
  project,
  subscribed,
  onRequest,
  onUpgrade,
  upgradeBy,
}: {
  project: Project;
  subscribed: boolean;
  onRequest: () => void;
  onUpgrade: () => void;
  upgradeBy?: string;
}) {
  const { t } = useTranslation("projects");
  const limit = useRevisionLimit();
  const block = revisionRequestBlock({ subscribed, used: project.revisionCount, limit, demoUrl: project.demoUrl });
  const remaining = remainingRevisions(project.revisionCount, limit);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("requestChanges")}</CardTitle>
        <CardDescription>{t("requestChangesBody", { count: remaining })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <Button
          onClick={block === "premium_required" ? onUpgrade : onRequest}
          disabled={block !== null && (block !== "premium_required" || upgradeBy !== undefined)}
        >
          <PencilRuler aria-hidden="true" />
          {t("requestRevision")}
        </Button>
        {block === "premium_required" && (
          <p className="text-sm text-slate-600">
            {t("premiumNeeded")}
            {upgradeBy !== undefined && <> {bidiText((v) => t("askOwnerToUpgrade", v), { owner: upgradeBy })}</>}
          </p>
        )}
        {block === "demo_url_required" && <p className="text-sm text-amber-800">{t("demoLinkRequired")}</p>}
        {block === "revision_limit_reached" && (
          <div className="text-sm text-amber-800" role="status">
            <p className="font-semibold">{t("limitReachedTitle")}</p>
            <p>{t("limitReachedBody", { count: limit })}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
