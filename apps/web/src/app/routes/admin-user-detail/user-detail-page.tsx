import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ActivityHistory } from "@/features/activity";
import { useCan, useMe } from "@/features/auth";
import { ClientTeamSection } from "@/features/companies";
import { EndSessionsButton, PersonPasskeysCard, ResetSecondFactorButton } from "@/features/devices";
import { ProfileCard, useUser } from "@/features/users";
import { UserInvoicesSection } from "./user-invoices-section";
import { UserProjectSection } from "./user-project-section";
import { UserRevisionsSection } from "./user-revisions-section";

export function UserDetailPage() {
  const { t } = useTranslation("users");
  const { userId = "" } = useParams();
  const { data: user, isPending } = useUser(userId);
  const can = useCan();
  const { data: me } = useMe();

  const back = (
    <Link to="/admin/users" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
      <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
      {t("backToUsers")}
    </Link>
  );
  if (isPending) return <Spinner label={t("common:loading")} />;
  if (!user) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold">{t("userNotFound")}</h1>
        {back}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {/* A staff member's sessions and second factor are an owner's to end and reset; a client's, any role that edits people (decisions 110, 114). */}
        {can(user.role === "admin" ? "roles.write" : "users.write") && (
          <div className="flex flex-wrap gap-2">
            <EndSessionsButton userId={user.id} label={user.fullName || user.email} />
            {/* One's own app is removed from one's settings, with its code. */}
            {user.id !== me?.id && <ResetSecondFactorButton userId={user.id} label={user.fullName || user.email} />}
          </div>
        )}
      </div>
      <h1 className="sr-only">{t("userPageTitle", { name: user.fullName || user.email })}</h1>
      <ProfileCard user={user} />
      {/* One's own passkeys are in one's settings; removing another's is as resetting their app (decision 119). */}
      {can("users.read") && user.id !== me?.id && (
        <PersonPasskeysCard
          userId={user.id}
          label={user.fullName || user.email}
          canRemove={can(user.role === "admin" ? "roles.write" : "users.write")}
        />
      )}
      {user.role === "client" && (
        <>
          <UserProjectSection client={user} />
          {can("users.read") && <ClientTeamSection clientId={user.id} canEdit={can("users.write")} />}
          <div className="grid gap-6 lg:grid-cols-2">
            <UserRevisionsSection clientId={user.id} />
            <UserInvoicesSection client={user} />
          </div>
        </>
      )}
      <ActivityHistory userId={user.id} />
    </div>
  );
}
