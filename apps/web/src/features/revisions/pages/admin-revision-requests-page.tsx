import { REVISION_CLIENT_SORT, type RevisionClient } from "@portal/shared/revision-contracts";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListSearch } from "@/components/list/list-search";
import { ListTable } from "@/components/list/list-table";
import { ListView } from "@/components/list/list-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PLAIN_HEAD_ROW } from "@/components/ui/table-head";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { useListState } from "@/lib/hooks/use-list-state";
import { useRevisionClients } from "../api/get-revision-clients";
import { ClientRevisionsPanel } from "../components/client-revisions-panel";

/** Revision requests by client: pick a client (searchable by e-mail) to see their requests. */
export function AdminRevisionRequestsPage() {
  const { t } = useTranslation("revisions");
  const list = useListState(REVISION_CLIENT_SORT, { search: "" });
  const { url, sort } = list;
  const term = useDeferredValue(url.search.trim());
  const { data, isPending, isError } = useRevisionClients(term, list.page, sort.order);
  // The chosen client stays open while the list pages or narrows.
  const [selected, setSelected] = useState<RevisionClient | null>(null);
  const selectedId = selected?.id ?? null;

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
          <ListSearch
            visibleLabel
            label={t("searchByEmail")}
            placeholder={t("searchPlaceholder")}
            value={url.search}
            onChange={(search) => list.setFilters({ search }, { replace: true })}
          />
          <ListView
            info={data}
            rows={data?.clients}
            isPending={isPending}
            isError={isError}
            name={t("adminTitle")}
            loadingLabel={t("loading")}
            errorText={t("clientsLoadFailed")}
            empty={term ? t("noClientsMatch") : t("noClients")}
            sortMenu={{ sort, options: REVISION_CLIENT_SORT.keys.map((column) => ({ column, label: t(`sort.${column}`) })) }}
            cards={(clients) => (
              <ul className="flex flex-col gap-3">
                {clients.map((c) => (
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
            )}
            table={(clients) => (
              <ListTable
                className={PLAIN_HEAD_ROW}
                sort={sort}
                columns={[
                  { column: "email", label: t("columns.email") },
                  { column: "name", label: t("columns.name") },
                  { column: "revisions", label: t("columns.requests") },
                  { column: "created", label: t("columns.joined") },
                  { label: t("columns.actions"), hidden: true },
                ]}
                rows={clients}
                rowKey={(c) => c.id}
                rowProps={(c) => ({ className: cn(c.id === selectedId && "bg-brand-50") })}
                cells={(c) => (
                  <>
                    <td className="p-3" dir="ltr">
                      <span className="inline-flex items-center gap-2">
                        {c.email} {unviewed(c)}
                      </span>
                    </td>
                    <td className="p-3">{c.fullName}</td>
                    <td className="p-3">{c.revisionCount}</td>
                    <td className="p-3">{formatDate(c.createdAt)}</td>
                    <td className="p-3 text-end">{selectButton(c)}</td>
                  </>
                )}
              />
            )}
            onPage={list.setPage}
          />
        </CardContent>
      </Card>
      {selected && <ClientRevisionsPanel client={selected} />}
    </div>
  );
}
