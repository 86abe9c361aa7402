import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/error-message";
import { useDevOutboxMail } from "../api/get-dev-outbox-mail";

/** Links in a shown mail open in a new tab; nothing in it runs (a sandbox without scripts). */
const LINKS_IN_NEW_TAB = '<base target="_blank">';

/** One kept mail: its HTML in a sandboxed frame, its plain text, and its headers. */
export function MailView({ id }: { id: string }) {
  const { t } = useTranslation("dev-outbox");
  const mail = useDevOutboxMail(id);
  if (mail.isError) return <ErrorBox>{errorMessage(t, mail.error, t("loadMailFailed"))}</ErrorBox>;
  if (!mail.data) return <Spinner label={t("common:loading")} />;
  const { data } = mail;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{data.subject}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={data.html ? "html" : "text"}>
          <TabsList>
            <TabsTrigger value="html" disabled={!data.html}>
              {t("html")}
            </TabsTrigger>
            <TabsTrigger value="text">{t("text")}</TabsTrigger>
            <TabsTrigger value="headers">{t("headers")}</TabsTrigger>
          </TabsList>
          {data.html && (
            <TabsContent value="html">
              <iframe
                title={t("htmlFrame", { subject: data.subject })}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={LINKS_IN_NEW_TAB + data.html}
                className="h-[32rem] w-full rounded-md border border-slate-200 bg-white"
              />
            </TabsContent>
          )}
          <TabsContent value="text">
            <pre dir="auto" className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-4 text-sm">
              {data.text}
            </pre>
          </TabsContent>
          <TabsContent value="headers">
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {Object.entries(data.headers).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-medium text-slate-700">{name}</dt>
                  <dd dir="auto" className="break-all text-slate-900">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
