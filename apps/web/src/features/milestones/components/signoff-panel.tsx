import { demoPageUrl } from "@portal/shared/demo-pages";
import type { Milestone } from "@portal/shared/milestone-contracts";
import { milestoneTitleIn } from "@portal/shared/milestone-titles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { bidiText } from "@/lib/bidi-text";
import { lazyDialog } from "@/lib/lazy-dialog";

/** The sign-off dialog (its form and schema) loads after the dashboard, or when Approve is pressed. */
const ApproveDialog = lazyDialog(
  () => import("./approve-dialog").then((m) => m.ApproveDialog),
  (props) => props.milestone !== null,
);

/**
 * Beside the demo: the milestone waiting for the client's approval, the pages to review, and
 * Approve or Request changes (the revision dialog, tied to the milestone by `onRequestChanges`;
 * off when the revision rules refuse a request, whose reason the Request Changes card shows).
 * A colleague without the revisions right (`approvedBy`, the owner's name; decision 120) reads
 * whom to ask instead of the buttons.
 */
export function SignoffPanel({
  milestones,
  demoUrl,
  onRequestChanges,
  changesBlocked = false,
  approvedBy,
}: {
  milestones: Milestone[];
  demoUrl: string | null;
  onRequestChanges: (milestone: Milestone) => void;
  changesBlocked?: boolean;
  approvedBy?: string;
}) {
  const { t, i18n } = useTranslation("milestones");
  const [approving, setApproving] = useState<Milestone | null>(null);
  const waiting = milestones.find((m) => m.state === "awaiting_approval");
  if (!waiting || !demoUrl) return null;
  const title = milestoneTitleIn(i18n.language, waiting.title);
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4" aria-labelledby="signoff-heading">
      <h3 id="signoff-heading" className="font-semibold">
        {t("readyForApproval", { milestone: title })}
        {waiting.versionLabel && <span className="font-normal text-slate-700"> · {waiting.versionLabel}</span>}
      </h3>
      <div className="flex flex-col gap-1 text-sm">
        <span>{t("pagesToReview")}</span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {waiting.reviewPages.map((page) => (
            <li key={page}>
              <a
                href={demoPageUrl(demoUrl, page)}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className="text-blue-700 underline"
              >
                {page}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {approvedBy !== undefined ? (
        <p className="text-sm text-slate-700">{bidiText((v) => t("askOwnerToApprove", v), { owner: approvedBy })}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setApproving(waiting)}>{t("approve")}</Button>
            <Button variant="outline" disabled={changesBlocked} onClick={() => onRequestChanges(waiting)}>
              {t("requestChanges")}
            </Button>
          </div>
          <ApproveDialog
            key={approving?.id ?? "none"}
            milestone={approving}
            onOpenChange={(open) => !open && setApproving(null)}
          />
        </>
      )}
    </section>
  );
}
