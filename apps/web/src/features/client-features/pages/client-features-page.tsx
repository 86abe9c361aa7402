import { PURCHASE_SORT } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { ClientDetail } from "../components/client-detail";
import { ClientList } from "../components/client-list";

const CLIENT_AND_PURCHASE_FILTERS = {
  client: "",
  "purchases.name": "",
  "purchases.status": "",
  "purchases.billingType": "",
  "purchases.days": "",
  "purchases.page": "1",
  "purchases.sort": PURCHASE_SORT.fallback.sort,
  "purchases.dir": PURCHASE_SORT.fallback.dir,
};

/** Client features: every buyer, then one client's purchases (`?client=<id>`, so Back works). */
export function ClientFeaturesPage() {
  const { t } = useTranslation("client-features");
  const me = useMe();
  // The list's filters stay in the URL beside `client`, so Back from a client returns to them;
  // one client's filters (`purchases.*`) are dropped on the way in and out.
  const [url, setUrl] = useUrlState(CLIENT_AND_PURCHASE_FILTERS);
  const clientId = url.client;
  const showClient = (client: string) => setUrl({ ...CLIENT_AND_PURCHASE_FILTERS, client });

  if (me.isLoading) return <Spinner label={t("common:loading")} />;
  if (me.data?.role !== "admin") return <ErrorBox>{t("accessDenied")}</ErrorBox>;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {clientId ? <ClientDetail clientId={clientId} onBack={() => showClient("")} /> : <ClientList onOpen={showClient} />}
    </div>
  );
}
