import type { ClientRight, TeamMember } from "@portal/shared/company-contracts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { bidiText } from "@/lib/bidi-text";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { type TeamScope, useChangeRights, useRemoveColleague } from "../api/team";
import { RightsCheckboxes } from "./rights-checkboxes";

/**
 * One person of the company: the owner keeps every right; a colleague's rights change at once,
 * removal asks first. `scope` names whose team it is (the owner's own, or an admin's client's).
 */
export function TeamMemberCard({ member, scope = {} }: { member: TeamMember; scope?: TeamScope }) {
  const { t } = useTranslation("companies");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const changeRights = useChangeRights(scope);
  const remove = useRemoveColleague(scope);

  async function toggle(right: ClientRight, checked: boolean) {
    setError(null);
    try {
      await changeRights.mutateAsync({ member, rights: { ...member.rights, [right]: checked } });
      toast.success(t("rightsSaved", { name: member.fullName }));
    } catch (e) {
      setError(errorMessage(t, e, t("rightsFailed")));
    }
  }

  async function confirmRemove() {
    setError(null);
    try {
      await remove.mutateAsync(member);
      setConfirming(false);
      toast.success(t("removed", { name: member.fullName }));
    } catch (e) {
      setConfirming(false);
      setError(errorMessage(t, e, t("removeFailed")));
    }
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            {member.fullName}
            {member.owner && <Badge>{t("owner")}</Badge>}
          </h2>
          <p className="truncate text-sm text-slate-600" dir="ltr">
            {member.email}
          </p>
          {member.phone && (
            <p className="text-sm text-slate-600" dir="ltr">
              {member.phone}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          {member.owner ? (
            <p className="text-sm text-slate-600">{t("ownerHasEveryRight")}</p>
          ) : (
            <div className="flex flex-wrap items-end gap-3">
              <RightsCheckboxes
                idPrefix={`rights-${member.personId}`}
                legend={t("rightsOf", { name: member.fullName })}
                value={member.rights}
                onChange={(right, checked) => void toggle(right, checked)}
                disabled={changeRights.isPending || scope.readOnly}
              />
              {!scope.readOnly && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("removeNamed", { name: member.fullName })}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 className="text-red-600" aria-hidden="true" />
                </Button>
              )}
            </div>
          )}
          {error && <ErrorBox>{error}</ErrorBox>}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("removeTitle")}
        description={bidiText((v) => t("removeDescription", v), { name: member.fullName })}
        confirmLabel={remove.isPending ? t("removing") : t("remove")}
        onConfirm={() => void confirmRemove()}
        busy={remove.isPending}
        destructive
      />
    </Card>
  );
}
