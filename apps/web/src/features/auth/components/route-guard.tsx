import type { Role } from "@portal/shared/constants";
import { homePathFor } from "@portal/shared/home-path";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "../api/get-me";

/**
 * Shows a spinner while the session loads, sends signed-out visitors to /login and people of
 * another role to their own home.
 */
export function RouteGuard({ allow, children }: { allow: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  if (isPending) return <Spinner label={t("loading")} className="min-h-screen" />;
  if (!me) return <Navigate to="/login" replace />;
  if (me.role !== allow) return <Navigate to={homePathFor(me.role)} replace />;
  return children;
}
