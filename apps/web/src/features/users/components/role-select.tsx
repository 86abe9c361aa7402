import { AGENCY_ROLES, type AgencyRole } from "@portal/shared/agency-roles";
import type { Role } from "@portal/shared/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/input";
import { useCan } from "@/features/auth";
import { bidiText } from "@/lib/bidi-text";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useUpdateRole } from "../api/update-role";

type Choice = "client" | AgencyRole;

/**
 * Changes a person's role straight from the list: a client, or staff with their agency role
 * (decision 096); making someone staff is confirmed first. Only an owner changes roles: anyone
 * else reads the role.
 */
export function RoleSelect({
  userId,
  role,
  agencyRole,
  label,
}: {
  userId: string;
  role: Role;
  agencyRole: AgencyRole | null;
  label: string;
}) {
  const { t } = useTranslation("users");
  const updateRole = useUpdateRole();
  const [promoting, setPromoting] = useState<AgencyRole | null>(null);
  const allowed = useCan();
  const current: Choice = role === "client" ? "client" : (agencyRole ?? "admin");
  if (!allowed("roles.write")) return <span className="text-slate-700 text-sm">{t(`role.${current}`)}</span>;

  async function apply(next: Choice) {
    try {
      await updateRole.mutateAsync({ userId, ...(next === "client" ? { role: "client" } : { role: "admin", agencyRole: next }) });
      toast.success(t("roleUpdated"));
    } catch (error) {
      toast.error(t("roleUpdateFailed"), { description: errorMessage(t, error, "") || undefined });
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
    </>
  );
}
