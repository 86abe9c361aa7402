import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useActiveCompany } from "../api/my-companies";
import { useTeam } from "../api/team";
import { InviteColleagueDialog } from "../components/invite-colleague-dialog";
import { TeamMemberList } from "../components/team-member-list";

/** The company owner's Team page: who is in the company, with what rights; invite, change, remove. */
export function TeamPage() {
  const { t } = useTranslation("companies");
  const company = useActiveCompany();
  const { data, isPending, isError } = useTeam();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={t("title")} subtitle={company ? t("subtitleOf", { company: company.name }) : t("subtitle")} />
        <InviteColleagueDialog />
      </div>
      {isPending ? (
        <Spinner label={t("common:loading")} />
      ) : isError ? (
        <ErrorBox>{t("loadFailed")}</ErrorBox>
      ) : (
        <TeamMemberList members={data.members} />
      )}
    </div>
  );
}
