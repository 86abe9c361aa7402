import { PAGE_SIZE } from "@portal/shared/pagination";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useAuditEntries } from "../api/get-audit-entries";
import { ActivityList } from "./activity-list";

/** One person's history on their user page: what was done to them or by them, newest first. */
export function ActivityHistory({ userId }: { userId: string }) {
  const { t } = useTranslation("activity");
  const [url, setUrl] = useUrlState({ page: "1" }, "activity");
  const entries = useAuditEntries({ userId, page: pageParam(url.page), pageSize: PAGE_SIZE });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t("historyTitle")}</CardTitle>
        <Link
          to={`/admin/activity?userId=${encodeURIComponent(userId)}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("openInActivity")}
        </Link>
      </CardHeader>
      <CardContent>
        {entries.isPending ? (
          <Spinner label={t("common:loading")} />
        ) : entries.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("loadFailed")}
          </p>
        ) : (
          <>
            <ActivityList entries={entries.data.entries} caption={t("historyTitle")} />
            {entries.data.total > 0 && (
              <Pager
                className="mt-3"
                info={entries.data}
                shown={entries.data.entries.length}
                onPage={(page) => setUrl({ page: String(page) })}
                listName={t("historyTitle")}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
