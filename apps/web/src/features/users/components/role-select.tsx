import { ROLES, type Role } from "@portal/shared/constants";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/input";
import { bidiText } from "@/lib/bidi-text";
import { editConflictOf } from "@/lib/edit-conflict";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { userKeys } from "../api/query-keys";
import { useUpdateRole } from "../api/update-role";

/**
 * Changes a person's role straight from the list; making someone an admin is confirmed first. The
 * change is made from the version the list showed (`etag`): when another admin changed the person
 * since, the notice says who and what, with Reload (the list again) and Re-apply (this role over
 * the current version). Decision 084.
 */
export function RoleSelect({ userId, role, label, etag }: { userId: string; role: Role; label: string; etag: string }) {
  const { t } = useTranslation("users");
  const queryClient = useQueryClient();
  const updateRole = useUpdateRole();
  const [promoting, setPromoting] = useState(false);
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: Role } | null>(null);

  async function apply(next: Role, ifMatch = etag) {
    try {
      await updateRole.mutateAsync({ userId, role: next, ifMatch });
      setConflict(null);
      toast.success(t("roleUpdated"));
    } catch (error) {
      const details = editConflictOf(error);
      if (details) setConflict({ details, mine: next });
      else toast.error(t("roleUpdateFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  }

  function change(next: Role) {
    if (next === role) {
      toast.info(t("noChanges"), { description: t("roleAlreadySet") });
      return;
    }
    if (next === "admin") setPromoting(true);
    else void apply(next);
  }

  return (
    <>
      <NativeSelect
        aria-label={t("roleFor", { name: label })}
        value={role}
        disabled={updateRole.isPending}
        onChange={(e) => change(e.target.value as Role)}
        className="h-9 w-28"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`role.${r}`)}
          </option>
        ))}
      </NativeSelect>
      <ConfirmDialog
        open={promoting}
        onOpenChange={setPromoting}
        title={t("promoteTitle")}
        description={bidiText((v) => t("promoteDescription", v), { name: label })}
        confirmLabel={t("promoteConfirm")}
        busy={updateRole.isPending}
        destructive
        onConfirm={() => {
          setPromoting(false);
          void apply("admin");
        }}
      />
      {conflict && (
        <div className="mt-2 min-w-64">
          <EditConflictNotice
            conflict={conflict.details}
            describe={(field, value) =>
              field === "role" ? { label: t("roleField"), value: t(`role.${value === "admin" ? "admin" : "client"}`) } : null
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
