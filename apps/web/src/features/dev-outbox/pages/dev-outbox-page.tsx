import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useDevOutbox } from "../api/get-dev-outbox";
import { MailList } from "../components/mail-list";
import { MailView } from "../components/mail-view";

/** Admin: the mails the embedded default "sent" (kept in DATA_DIR/mail), listed and shown. */
export function DevOutboxPage() {
  const { t } = useTranslation("dev-outbox");
  const [url, setUrl] = useUrlState({ page: "1", mail: "" });
  const list = useDevOutbox(pageParam(url.page));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {list.isError ? (
        <ErrorBox>{errorMessage(t, list.error, t("loadFailed"))}</ErrorBox>
      ) : !list.data ? (
        <Spinner label={t("common:loading")} />
      ) : (
        <MailList
          data={list.data}
          selected={url.mail}
          onSelect={(mail) => setUrl({ mail })}
          onPage={(page) => setUrl({ page: String(page), mail: "" })}
        />
      )}
      {url.mail && <MailView id={url.mail} />}
    </div>
  );
}
