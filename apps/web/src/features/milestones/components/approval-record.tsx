import type { MilestoneApproval } from "@portal/shared/milestone-contracts";
import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { bidiText } from "@/lib/bidi-text";
import { formatDateTime } from "@/lib/format-date";

/** A sign-off as both sides see it: who, when, from where, what was reviewed and its hash, and the certificate. */
export function ApprovalRecord({ approval, label }: { approval: MilestoneApproval; label: string }) {
  const { t } = useTranslation("milestones");
  return (
    <div className="flex flex-col gap-2 rounded-md bg-green-50 p-3 text-sm" data-testid="approval-record">
      <p>{bidiText((v) => t("approvedBy", v), { name: approval.signerName, when: formatDateTime(approval.approvedAt) })}</p>
      <dl className="grid gap-x-3 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("recordAddress")}</dt>
        <dd dir="ltr" className="text-start">
          {approval.address ?? "—"}
        </dd>
        <dt className="font-medium">{t("recordPages")}</dt>
        <dd dir="ltr" className="break-all text-start">
          {approval.pages.map((p) => p.url).join(" · ")}
        </dd>
        <dt className="font-medium">{t("recordHash")}</dt>
        <dd dir="ltr" className="break-all text-start font-mono text-xs">
          {approval.contentSha256}
        </dd>
      </dl>
      {approval.certificateUrl && (
        <a
          href={approval.certificateUrl}
          download
          className="inline-flex w-fit items-center gap-2 font-medium text-blue-700 underline underline-offset-2"
        >
          <FileDown className="size-4" aria-hidden="true" />
          {t("downloadCertificate", { milestone: label })}
        </a>
      )}
    </div>
  );
}
