import type { Capability } from "@portal/shared/agency-roles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { NotAllowedPanel } from "@/components/ui/not-allowed-panel";
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
  return <NotAllowedPanel title={t("notForYourRole")} detail={t("notForYourRoleDetail")} />;
}
