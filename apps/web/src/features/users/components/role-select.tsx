import { ROLES, type Role } from "@portal/shared/constants";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NativeSelect } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { useUpdateRole } from "../api/update-role";

/** Changes a person's role straight from the list. */
export function RoleSelect({ userId, role, label }: { userId: string; role: Role; label: string }) {
  const { t } = useTranslation("users");
  const updateRole = useUpdateRole();

  async function change(next: Role) {
    if (next === role) {
      toast.info(t("noChanges"), { description: t("roleAlreadySet") });
      return;
    }
    try {
      await updateRole.mutateAsync({ userId, role: next });
      toast.success(t("roleUpdated"));
    } catch (error) {
      toast.error(t("roleUpdateFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  }

  return (
    <NativeSelect
      aria-label={t("roleFor", { name: label })}
      value={role}
      disabled={updateRole.isPending}
      onChange={(e) => void change(e.target.value as Role)}
      className="h-9 w-28"
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {t(`role.${r}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
