import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth/api/get-me";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { ClientDetail } from "../components/client-detail";
import { ClientList } from "../components/client-list";

/** Client features: every buyer, then one client's purchases (`?client=<id>`, so Back works). */
export function ClientFeaturesPage() {
  const { t } = useTranslation("client-features");
  const me = useMe();
  // The list's filters stay in the URL beside `client`, so Back from a client returns to them.
  const [url, setUrl] = useUrlState({ client: "" });
  const clientId = url.client;

  if (me.isLoading) return <Spinner label={t("common:loading")} />;
  if (me.data?.role !== "admin") return <ErrorBox>{t("accessDenied")}</ErrorBox>;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("subtitle")}</p>
      </div>
      {clientId ? (
        <ClientDetail clientId={clientId} onBack={() => setUrl({ client: "" })} />
      ) : (
        <ClientList onOpen={(id) => setUrl({ client: id })} />
      )}
    </div>
  );
}
