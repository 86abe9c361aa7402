import { ROLES, type Role } from "@portal/shared/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/input";
import { bidiText } from "@/lib/bidi-text";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useUpdateRole } from "../api/update-role";

/** Changes a person's role straight from the list; making someone an admin is confirmed first. */
export function RoleSelect({ userId, role, label }: { userId: string; role: Role; label: string }) {
  const { t } = useTranslation("users");
  const updateRole = useUpdateRole();
  const [promoting, setPromoting] = useState(false);

  async function apply(next: Role) {
    try {
      await updateRole.mutateAsync({ userId, role: next });
      toast.success(t("roleUpdated"));
    } catch (error) {
      toast.error(t("roleUpdateFailed"), { description: errorMessage(t, error, "") || undefined });
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
    </>
  );
}
