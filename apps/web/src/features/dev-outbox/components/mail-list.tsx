import type { DevOutboxPage } from "@portal/shared/notification-contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";

interface Props {
  data: DevOutboxPage;
  selected: string;
  onSelect: (id: string) => void;
  onPage: (page: number) => void;
}

/** The kept mails, newest first: when, to whom, about what; a row opens the mail. */
export function MailList({ data, selected, onSelect, onPage }: Props) {
  const { t } = useTranslation("dev-outbox");
  return (
    <Card className="flex flex-col gap-3 p-4">
      {data.mails.length === 0 ? (
        <p className="text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">{t("listName")}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-start text-slate-600">
                <th scope="col" className="w-44 py-2 pe-3 text-start font-medium">
                  {t("sentAt")}
                </th>
                <th scope="col" className="w-64 py-2 pe-3 text-start font-medium">
                  {t("to")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t("subject")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.mails.map((mail) => (
                <tr key={mail.id} className={cn("border-b border-slate-100", mail.id === selected && "bg-brand-50")}>
                  <td className="py-2 pe-3 tabular-nums text-slate-600">{formatDate(mail.sentAt, "precise")}</td>
                  <td className="truncate py-2 pe-3" title={mail.to}>
                    {mail.to}
                  </td>
                  <td className="py-2">
                    <button
                      type="button"
                      aria-current={mail.id === selected ? "true" : undefined}
                      onClick={() => onSelect(mail.id)}
                      className="w-full truncate text-start font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {mail.subject}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager info={data} shown={data.mails.length} onPage={onPage} listName={t("listName")} />
    </Card>
  );
}
