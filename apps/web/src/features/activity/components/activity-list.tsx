import type { AuditEntry } from "@portal/shared/audit-contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { AuditChange } from "./audit-change";

const when = (iso: string) => formatDateTime(iso);

/** Audit entries, newest first: a table on wide screens, cards below 768 px. */
export function ActivityList({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const { t } = useTranslation("activity");
  const isMobile = useIsMobile();
  if (entries.length === 0) return <Card className="p-10 text-center text-slate-600">{t("empty")}</Card>;
  const who = (entry: AuditEntry) => (
    <bdi dir="auto" className="break-words">
      {entry.actorLabel ?? t("nobody")}
    </bdi>
  );
  const about = (entry: AuditEntry) => (
    <>
      {entry.targetLabel && (
        <bdi dir="auto" className="block break-words font-medium">
          {entry.targetLabel}
        </bdi>
      )}
      {entry.personLabel && entry.personLabel !== entry.targetLabel && (
        <bdi dir="auto" className="block break-words text-slate-600">
          {entry.personLabel}
        </bdi>
      )}
      {!entry.targetLabel && !entry.personLabel && <span className="text-slate-600">{t(`targets.${entry.target}`)}</span>}
    </>
  );

  if (isMobile) {
    return (
      <ul className="flex flex-col gap-3" aria-label={caption}>
        {entries.map((entry) => (
          <li key={entry.id} data-audit-kind={entry.kind}>
            <Card className="flex flex-col gap-2 p-4 text-sm">
              <p className="font-semibold">{t(`kinds.${entry.kind}`)}</p>
              <p className="text-xs text-slate-600">
                {when(entry.at)} · {who(entry)}
              </p>
              <div>{about(entry)}</div>
              <AuditChange entry={entry} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card className="overflow-x-auto" data-testid="activity-table">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[17%]" />
          <col className="w-[20%]" />
          <col className="w-[18%]" />
          <col className="w-[20%]" />
          <col />
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {(["when", "who", "what", "about", "change"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-3 text-start font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-audit-kind={entry.kind} className="border-b border-slate-100 align-top last:border-0">
              <td className="px-3 py-3 text-slate-700">
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </td>
              <td className="px-3 py-3">{who(entry)}</td>
              <td className="px-3 py-3 font-medium">{t(`kinds.${entry.kind}`)}</td>
              <td className="px-3 py-3">{about(entry)}</td>
              <td className="px-3 py-3">
                <AuditChange entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
