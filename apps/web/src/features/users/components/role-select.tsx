import { AGENCY_ROLES, type AgencyRole } from "@portal/shared/agency-roles";
import type { Role } from "@portal/shared/constants";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/input";
import { useCan } from "@/features/auth";
import { bidiText } from "@/lib/bidi-text";
import { editConflictOf } from "@/lib/edit-conflict";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { userKeys } from "../api/query-keys";
import { useUpdateRole } from "../api/update-role";

type Choice = "client" | AgencyRole;

/**
 * Changes a person's role straight from the list: a client, or staff with their agency role
 * (decision 096); making someone staff is confirmed first. Only an owner changes roles: anyone
 * else reads the role. The change is made from the version the list showed (`etag`): when another
 * admin changed the person since, the notice says who and what, with Reload (the list again) and
 * Re-apply (this role over the current version). Decision 084.
 */
export function RoleSelect({
  userId,
  role,
  agencyRole,
  label,
  etag,
}: {
  userId: string;
  role: Role;
  agencyRole: AgencyRole | null;
  label: string;
  etag: string;
}) {
  const { t } = useTranslation("users");
  const queryClient = useQueryClient();
  const updateRole = useUpdateRole();
  const [promoting, setPromoting] = useState<AgencyRole | null>(null);
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: Choice } | null>(null);
  const allowed = useCan();
  const current: Choice = role === "client" ? "client" : (agencyRole ?? "admin");
  if (!allowed("roles.write")) return <span className="text-slate-700 text-sm">{t(`role.${current}`)}</span>;

  async function apply(next: Choice, ifMatch = etag) {
    try {
      await updateRole.mutateAsync({
        userId,
        ifMatch,
        ...(next === "client" ? { role: "client" } : { role: "admin", agencyRole: next }),
      });
      setConflict(null);
      toast.success(t("roleUpdated"));
    } catch (error) {
      const details = editConflictOf(error);
      if (details) setConflict({ details, mine: next });
      else toast.error(t("roleUpdateFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  }

  function change(next: Choice) {
    if (next === current) {
      toast.info(t("noChanges"), { description: t("roleAlreadySet") });
      return;
    }
    if (next !== "client" && role === "client") setPromoting(next);
    else void apply(next);
  }

  return (
    <>
      <NativeSelect
        aria-label={t("roleFor", { name: label })}
        value={current}
        disabled={updateRole.isPending}
        onChange={(e) => change(e.target.value as Choice)}
        className="h-9 w-40"
      >
        {(["client", ...AGENCY_ROLES] as const).map((r) => (
          <option key={r} value={r}>
            {t(`role.${r}`)}
          </option>
        ))}
      </NativeSelect>
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => !open && setPromoting(null)}
        title={t("promoteTitle")}
        description={bidiText((v) => t("promoteDescription", { ...v, role: t(`role.${promoting ?? "admin"}`) }), { name: label })}
        confirmLabel={t("promoteConfirm")}
        busy={updateRole.isPending}
        destructive
        onConfirm={() => {
          if (promoting) void apply(promoting);
          setPromoting(null);
        }}
      />
      {conflict && (
        <div className="mt-2 min-w-64">
          <EditConflictNotice
            conflict={conflict.details}
            describe={(field, value) =>
              field === "role" || field === "agencyRole"
                ? { label: t("roleField"), value: t(`role.${String(value)}`, { defaultValue: String(value) }) }
                : null
            }
            busy={updateRole.isPending}
            onReload={() => {
              setConflict(null);
              void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
            }}
            onReapply={() => void apply(conflict.mine, conflict.details.etag)}
          />
        </div>
      )}
    </>
  );
}
