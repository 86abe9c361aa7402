import { CLIENT_RIGHTS, type ClientRight, type ClientRights, type TeamMember } from "@portal/shared/company-contracts";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { bidiText } from "@/lib/bidi-text";
import { editConflictOf } from "@/lib/edit-conflict";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { type TeamScope, useChangeRights, useRemoveColleague } from "../api/team";
import { RightsCheckboxes } from "./rights-checkboxes";
import { TeamConflictNotice } from "./team-conflict-notice";

/** What the person asked for when someone else had changed the colleague first (decision 120). */
type Refused = { details: EditConflictDetails; mine: { right: ClientRight; checked: boolean } | "remove" };

/** The colleague's rights as the conflict says they are now, with the one the person changed. */
function currentRights(member: TeamMember, details: EditConflictDetails, right: ClientRight, checked: boolean): ClientRights {
  const rights = { ...member.rights };
  for (const { field, value } of details.changes)
    if ((CLIENT_RIGHTS as readonly string[]).includes(field)) rights[field as ClientRight] = Boolean(value);
  return { ...rights, [right]: checked };
}

/**
 * One person of the company: the owner keeps every right; a colleague's rights change at once,
 * removal asks first. `scope` names whose team it is (the owner's own, or an admin's client's).
 * Each change is made from the version the card shows; when someone changed the colleague first,
 * the conflict notice says who and what, with Reload and Re-apply (decision 120).
 */
export function TeamMemberCard({ member, scope = {} }: { member: TeamMember; scope?: TeamScope }) {
  const { t } = useTranslation("companies");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const changeRights = useChangeRights(scope);
  const remove = useRemoveColleague(scope);
  const busy = changeRights.isPending || remove.isPending;

  function failed(e: unknown, mine: Refused["mine"], fallback: string) {
    const details = editConflictOf(e);
    if (details) setRefused({ details, mine });
    else setError(errorMessage(t, e, fallback));
  }

  async function toggle(
    right: ClientRight,
    checked: boolean,
    ifMatch = member.etag,
    rights = { ...member.rights, [right]: checked },
  ) {
    setError(null);
    setRefused(null);
    try {
      await changeRights.mutateAsync({ member, ifMatch, rights });
      toast.success(t("rightsSaved", { name: member.fullName }));
    } catch (e) {
      failed(e, { right, checked }, t("rightsFailed"));
    }
  }

  async function confirmRemove(ifMatch = member.etag) {
    setError(null);
    setRefused(null);
    try {
      await remove.mutateAsync({ member, ifMatch });
      setConfirming(false);
      toast.success(t("removed", { name: member.fullName }));
    } catch (e) {
      setConfirming(false);
      failed(e, "remove", t("removeFailed"));
    }
  }

  function reapply({ details, mine }: Refused) {
    if (mine === "remove") void confirmRemove(details.etag);
    else void toggle(mine.right, mine.checked, details.etag, currentRights(member, details, mine.right, mine.checked));
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 md:flex-1">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            {member.fullName}
            {member.owner && <Badge>{t("owner")}</Badge>}
          </h2>
          <p className="break-all text-sm text-slate-600">
            <bdi dir="ltr">{member.email}</bdi>
          </p>
          {member.phone && (
            <p className="text-sm text-slate-600">
              <bdi dir="ltr">{member.phone}</bdi>
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2 md:max-w-[65%] md:items-end">
          {member.owner ? (
            <p className="text-sm text-slate-600">{t("ownerHasEveryRight")}</p>
          ) : (
            <div className="flex items-start gap-3">
              <RightsCheckboxes
                idPrefix={`rights-${member.personId}`}
                legend={t("rightsOf", { name: member.fullName })}
                value={member.rights}
                onChange={(right, checked) => void toggle(right, checked)}
                disabled={busy || scope.readOnly}
              />
              {!scope.readOnly && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("removeNamed", { name: member.fullName })}
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 className="text-red-600" aria-hidden="true" />
                </Button>
              )}
            </div>
          )}
          {error && <ErrorBox>{error}</ErrorBox>}
          {refused && (
            <TeamConflictNotice
              details={refused.details}
              clientId={scope.clientId}
              busy={busy}
              onDone={() => setRefused(null)}
              onReapply={() => reapply(refused)}
            />
          )}
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
