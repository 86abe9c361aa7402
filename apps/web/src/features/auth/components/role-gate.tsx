import type { Capability } from "@portal/shared/agency-roles";
import { ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useMe } from "../api/get-me";
import { useCan } from "../api/use-can";

/**
 * An admin page only for agency roles holding `capability` (decision 096). Anyone else reads a
 * plain message saying so, or, with `elsewhere`, is sent to the first page their role may open
 * (an area's home they cannot use). Staff the agency requires a second factor of, who have none,
 * are sent to their settings to set one up.
 */
export function RoleGate({
  capability,
  elsewhere,
  children,
}: {
  capability: Capability;
  elsewhere?: (allowed: (capability: Capability) => boolean) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation("nav");
  const allowed = useCan();
  const { data: me } = useMe();
  // The agency requires a second factor this person has not set up: they set it up first (decision 108).
  if (me?.secondFactorMissing) return <Navigate to="/admin/settings" replace />;
  if (allowed(capability)) return children;
  if (elsewhere) return <Navigate to={elsewhere(allowed)} replace />;
  return (
    <section
      aria-labelledby="role-gate-title"
      className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 text-center"
    >
      <ShieldOff className="mx-auto mb-3 size-8 text-slate-400" aria-hidden="true" />
      <h1 id="role-gate-title" className="font-semibold text-lg text-slate-900">
        {t("notForYourRole")}
      </h1>
      <p className="mt-2 text-slate-600 text-sm">{t("notForYourRoleDetail")}</p>
    </section>
  );
}
