import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth/api/get-me";
import { ClientDetail } from "../components/client-detail";
import { ClientList } from "../components/client-list";

/** Client features: every buyer, then one client's purchases (`?client=<id>`, so Back works). */
export function ClientFeaturesPage() {
  const { t } = useTranslation("client-features");
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const clientId = params.get("client");

  if (me.isLoading) return <Spinner label={t("common:loading")} />;
  if (me.data?.role !== "admin") return <ErrorBox>{t("accessDenied")}</ErrorBox>;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("subtitle")}</p>
      </div>
      {clientId ? (
        <ClientDetail clientId={clientId} onBack={() => setParams({})} />
      ) : (
        <ClientList onOpen={(id) => setParams({ client: id })} />
      )}
    </div>
  );
}
