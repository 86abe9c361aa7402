import { REVISION_CLIENT_SORT, type RevisionClient } from "@portal/shared/revision-contracts";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { SearchInput } from "@/components/ui/search-input";
import { SortMenu } from "@/components/ui/sort-menu";
import { SortableHeader } from "@/components/ui/sortable-header";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { listSort, sortDefaults } from "@/lib/hooks/use-list-sort";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useRevisionClients } from "../api/get-revision-clients";
import { ClientRevisionsPanel } from "../components/client-revisions-panel";

/** Revision requests by client: pick a client (searchable by e-mail) to see their requests. */
export function AdminRevisionRequestsPage() {
  const { t } = useTranslation("revisions");
  const isMobile = useIsMobile();
  const [url, setUrl] = useUrlState({ search: "", page: "1", ...sortDefaults(REVISION_CLIENT_SORT) });
  const sort = listSort(REVISION_CLIENT_SORT, url, setUrl);
  const term = useDeferredValue(url.search.trim());
  const { data, isPending, isError } = useRevisionClients(term, pageParam(url.page), sort.order);
  // The chosen client stays open while the list pages or narrows.
  const [selected, setSelected] = useState<RevisionClient | null>(null);
  const selectedId = selected?.id ?? null;
  const searchId = useId();
  const head = "p-3 text-start font-medium";

  const shown = data?.clients ?? [];

  const selectButton = (c: RevisionClient) => (
    <Button
      size="sm"
      variant={c.id === selectedId ? "default" : "outline"}
      onClick={() => setSelected(c)}
      aria-pressed={c.id === selectedId}
      aria-label={t("selectClient", { email: c.email })}
    >
      {t("viewRequests")}
    </Button>
  );
  const unviewed = (c: RevisionClient) => (
    <>
      {c.unviewedCount > 0 && (
        <>
          <Badge tone="solidRed" aria-hidden="true">
            {c.unviewedCount}
          </Badge>
          <span className="sr-only">{t("unviewed", { count: c.unviewedCount })}</span>
        </>
      )}
      {c.unreadReplies > 0 && (
        <Badge tone="red" data-testid="client-new-replies">
          {t("workflow.newReplies", { count: c.unreadReplies })}
        </Badge>
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t("adminTitle")}</h1>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={searchId}>{t("searchByEmail")}</Label>
            <SearchInput
              id={searchId}
              value={url.search}
              onChange={(e) => setUrl({ search: e.target.value, page: "1" }, { replace: true })}
              placeholder={t("searchPlaceholder")}
            />
          </div>
          {isPending ? (
            <Spinner label={t("loading")} />
          ) : isError ? (
            <p className="text-red-700">{t("clientsLoadFailed")}</p>
          ) : shown.length === 0 ? (
            <p className="py-6 text-center text-slate-600">{term ? t("noClientsMatch") : t("noClients")}</p>
          ) : isMobile ? (
            <>
              <SortMenu
                sort={sort}
                options={REVISION_CLIENT_SORT.keys.map((column) => ({ column, label: t(`sort.${column}`) }))}
              />
              <ul className="flex flex-col gap-3">
                {shown.map((c) => (
                  <li
                    key={c.id}
                    className={cn(
                      "flex flex-col gap-2 rounded-lg border p-4",
                      c.id === selectedId ? "border-brand-600" : "border-slate-200",
                    )}
                  >
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium" dir="ltr">
                        {c.email}
                      </span>
                      {unviewed(c)}
                    </div>
                    <p className="text-sm text-slate-600">
                      {c.fullName} · {t("requestCount", { count: c.revisionCount })}
                    </p>
                    {selectButton(c)}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <table className="w-full text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <SortableHeader column="email" label={t("columns.email")} sort={sort} className={head} />
                  <SortableHeader column="name" label={t("columns.name")} sort={sort} className={head} />
                  <SortableHeader column="revisions" label={t("columns.requests")} sort={sort} className={head} />
                  <SortableHeader column="created" label={t("columns.joined")} sort={sort} className={head} />
                  <th scope="col" className={head}>
                    <span className="sr-only">{t("columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.id} className={cn("border-b border-slate-100 last:border-0", c.id === selectedId && "bg-brand-50")}>
                    <td className="p-3" dir="ltr">
                      <span className="inline-flex items-center gap-2">
                        {c.email} {unviewed(c)}
                      </span>
                    </td>
                    <td className="p-3">{c.fullName}</td>
                    <td className="p-3">{c.revisionCount}</td>
                    <td className="p-3">{formatDate(c.createdAt)}</td>
                    <td className="p-3 text-end">{selectButton(c)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data && data.total > 0 && (
            <Pager
              info={data}
              shown={shown.length}
              onPage={(page) => setUrl({ page: String(page) })}
              listName={t("adminTitle")}
            />
          )}
        </CardContent>
      </Card>
      {selected && <ClientRevisionsPanel client={selected} />}
    </div>
  );
}
