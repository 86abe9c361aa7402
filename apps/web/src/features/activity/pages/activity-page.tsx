import { type AuditListQuery, auditKindSchema } from "@portal/shared/audit-contracts";
import { PAGE_SIZE } from "@portal/shared/pagination";
import { X } from "lucide-react";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { useFailureToast } from "@/lib/hooks/use-failure-toast";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useAuditEntries } from "../api/get-audit-entries";
import { ActivityFilters } from "../components/activity-filters";
import { ActivityList } from "../components/activity-list";
import { dayRangeToInstants } from "../components/date-range";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/activity: the audit trail, newest first, filtered by person, kind and days (all in the URL). */
export function ActivityPage() {
  const { t } = useTranslation("activity");
  const [url, setUrl] = useUrlState({ person: "", kind: "", from: "", to: "", userId: "", page: "1" });
  const person = useDeferredValue(url.person.trim());
  const kind = auditKindSchema.safeParse(url.kind);
  const userId = UUID.test(url.userId) ? url.userId : undefined;
  const query: AuditListQuery = {
    person: person || undefined,
    kind: kind.success ? kind.data : undefined,
    userId,
    ...dayRangeToInstants(url.from, url.to),
    page: pageParam(url.page),
    pageSize: PAGE_SIZE,
  };
  const entries = useAuditEntries(query);

  useFailureToast(entries.isError, t("loadFailed"));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <ActivityFilters
        values={{ person: url.person, kind: kind.success ? kind.data : "", from: url.from, to: url.to }}
        onChange={(patch, options) => setUrl({ ...patch, page: "1" }, options)}
        onClear={() => setUrl({ person: "", kind: "", from: "", to: "", userId: "", page: "1" })}
      />
      {userId && (
        <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
          {t("onePerson")}
          <Button variant="ghost" size="sm" onClick={() => setUrl({ userId: "", page: "1" })}>
            <X aria-hidden="true" />
            {t("everyone")}
          </Button>
        </p>
      )}
      {entries.isPending ? (
        <Spinner label={t("common:loading")} />
      ) : entries.isError && !entries.data ? (
        // A failed load is said where the list would be, not as "No activity matches" (decision 094).
        <p role="alert" className="text-red-700">
          {t("loadFailed")}
        </p>
      ) : (
        <>
          <ActivityList entries={entries.data?.entries ?? []} caption={t("title")} />
          {entries.data && entries.data.total > 0 && (
            <Pager
              info={entries.data}
              shown={entries.data.entries.length}
              onPage={(page) => setUrl({ page: String(page) })}
              listName={t("title")}
            />
          )}
        </>
      )}
    </div>
  );
}
