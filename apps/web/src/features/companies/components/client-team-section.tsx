import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useClientTeam } from "../api/team";
import { InviteColleagueDialog } from "./invite-colleague-dialog";
import { TeamMemberList } from "./team-member-list";

/**
 * The admin's client page's Team (decision 114): the people of the client's company with their
 * rights, and the companies the client is a colleague in. `canEdit` (users.write) adds inviting,
 * changing rights and removing, as on the owner's Team page.
 */
export function ClientTeamSection({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const { t } = useTranslation("companies");
  const { data, isPending, isError } = useClientTeam(clientId);
  const scope = { clientId, readOnly: !canEdit };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t("title")}</CardTitle>
        {canEdit && data && data.members.length > 0 && <InviteColleagueDialog scope={scope} />}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <Spinner label={t("common:loading")} />
        ) : isError ? (
          <ErrorBox>{t("client.loadFailed")}</ErrorBox>
        ) : (
          <>
            {data.members.length > 0 ? (
              <TeamMemberList members={data.members} scope={scope} />
            ) : (
              <p className="text-slate-600">{t("client.noCompany")}</p>
            )}
            {data.colleagueOf.length > 0 && (
              <p className="text-sm text-slate-700">
                {t("client.colleagueOf")}{" "}
                {data.colleagueOf.map((company, i) => (
                  <span key={company.accountId}>
                    {i > 0 && ", "}
                    <Link to={`/admin/users/${company.accountId}`} className="underline">
                      {company.name}
                    </Link>
                  </span>
                ))}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
