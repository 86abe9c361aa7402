import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useCan } from "@/features/auth";
import { DevicesCard } from "@/features/devices";
import { NotificationPreferencesCard } from "@/features/notifications";
import { PasskeysCard, SecurityCard } from "@/features/security";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useBackfillPaymentIds } from "../api/run-backfill";
import { useSubscriptionSync } from "../api/run-subscription-sync";

/** Admin settings: the billing tools that bring the portal in line with the payment provider, and e-mail choices. */
export function AdminSettingsPage() {
  const { t } = useTranslation(["billing", "agency"]);
  // Each part shows to the agency roles that may use it (decision 096); the e-mail choices to all.
  const allowed = useCan();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("admin.title")} subtitle={t("admin.description")} />
      <SecurityCard />
      <PasskeysCard />
      {allowed("settings.read") && (
        <Card>
          <CardHeader>
            <CardTitle>{t("agency:settings.linkTitle")}</CardTitle>
            <CardDescription>{t("agency:settings.linkDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/admin/settings/agency" className={buttonVariants({ variant: "outline" })}>
              {t("agency:settings.open")}
            </Link>
          </CardContent>
        </Card>
      )}
      {allowed("billing.tools") && (
        <div className="grid gap-6 lg:grid-cols-2">
          <BackfillTool />
          <SyncTool />
        </div>
      )}
      <NotificationPreferencesCard />
      <DevicesCard />
    </div>
  );
}

function BackfillTool() {
  const { t } = useTranslation("billing");
  const backfill = useBackfillPaymentIds();
  const run = () =>
    backfill.mutate(undefined, {
      onSuccess: (result) => {
        const counts = { updated: result.updated, total: result.total_processed, failed: result.failed };
        if (result.failed === 0) {
          toast.success(t("admin.backfill.successTitle"), { description: t("admin.backfill.successDescription", counts) });
        } else if (result.failed < result.total_processed) {
          toast.warning(t("admin.backfill.partialTitle"), { description: t("admin.backfill.partial", counts) });
        } else {
          toast.error(t("admin.backfill.failedTitle"), {
            description: t("admin.backfill.allFailed", { count: result.failed }),
          });
        }
      },
      onError: (error) =>
        toast.error(t("admin.backfill.failedTitle"), {
          description: errorMessage(t, error, t("admin.backfill.failedDefault")),
        }),
    });
  const results = backfill.data?.results;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.backfill.title")}</CardTitle>
        <CardDescription>{t("admin.backfill.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button onClick={run} disabled={backfill.isPending} className="self-start">
          {backfill.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {backfill.isPending ? t("admin.backfill.running") : t("admin.backfill.run")}
        </Button>
        {results && results.length === 0 && <p className="text-sm text-slate-600">{t("admin.backfill.none")}</p>}
        {results && results.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-start text-slate-600">
                  <th className="py-2 text-start font-medium">{t("admin.backfill.purchase")}</th>
                  <th className="py-2 text-start font-medium">{t("admin.backfill.resultStatus")}</th>
                  <th className="py-2 text-start font-medium">{t("admin.backfill.paymentId")}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((row) => (
                  <tr key={row.purchase_id} className="border-b last:border-0">
                    <td className="py-2 font-mono" dir="ltr">
                      {row.purchase_id.slice(0, 8)}
                    </td>
                    <td className="py-2">
                      <Badge tone={row.status === "updated" ? "green" : row.status === "error" ? "red" : "gray"}>
                        {t(`admin.backfill.statuses.${row.status as "updated" | "not_found" | "error"}`, {
                          defaultValue: row.status,
                        })}
                      </Badge>
                    </td>
                    <td className="py-2 font-mono" dir="ltr">
                      {row.payment_id ? row.payment_id.slice(0, 15) : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SyncTool() {
  const { t } = useTranslation("billing");
  const sync = useSubscriptionSync();
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        if (result.failed === 0) {
          toast.success(t("admin.sync.successTitle"), { description: t("admin.sync.synced", { count: result.synced }) });
        } else if (result.synced > 0) {
          toast.warning(t("admin.sync.partialTitle"), {
            description: t("admin.sync.partial", { synced: result.synced, total: result.total, failed: result.failed }),
          });
        } else {
          toast.error(t("admin.sync.failedTitle"), { description: t("admin.sync.allFailed", { count: result.failed }) });
        }
      },
      onError: (error) =>
        toast.error(t("admin.sync.failedTitle"), {
          description: errorMessage(t, error, t("admin.sync.failedDefault")),
        }),
    });
  const updates = sync.data?.updates;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.sync.title")}</CardTitle>
        <CardDescription>{t("admin.sync.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button onClick={run} disabled={sync.isPending} className="self-start">
          {sync.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {sync.isPending ? t("admin.sync.running") : t("admin.sync.run")}
        </Button>
        {updates && updates.length === 0 && <p className="text-sm text-slate-600">{t("admin.sync.none")}</p>}
        {updates && updates.length > 0 && (
          <ul className="flex flex-col gap-2">
            {updates.map((row) => (
              <li key={row.email} className="rounded-lg border p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium" dir="ltr">
                    {row.email}
                  </span>
                  <Badge tone={row.error ? "red" : row.updated ? "green" : "gray"}>
                    {t("admin.sync.updated")}: {row.updated ? t("admin.sync.yes") : t("admin.sync.no")}
                  </Badge>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-1 text-slate-600">
                  <dt>{t("admin.sync.oldId")}</dt>
                  <dd className="font-mono" dir="ltr">
                    {row.oldSubscriptionId ?? "—"}
                  </dd>
                  <dt>{t("admin.sync.newId")}</dt>
                  <dd className="font-mono" dir="ltr">
                    {row.newSubscriptionId ?? "—"}
                  </dd>
                </dl>
                {(row.note || row.error) && (
                  <p className={row.error ? "mt-1 text-red-700" : "mt-1 text-slate-600"}>
                    {t("admin.sync.note")}: {row.error ?? row.note}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
