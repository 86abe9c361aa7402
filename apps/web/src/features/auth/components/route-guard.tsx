import type { Role } from "@portal/shared/constants";
import { homePathFor } from "@portal/shared/home-path";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "../api/get-me";

/**
 * Shows a spinner while the session loads, sends signed-out visitors to /login (with the page
 * they asked for as `next`) and people of
 * another role to their own home.
 */
export function RouteGuard({ allow, children }: { allow: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <Spinner label={t("loading")} className="min-h-screen" />;
  // The page asked for comes back after sign-in (a link from an e-mail, for example).
  if (!me) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.role !== allow) return <Navigate to={homePathFor(me.role)} replace />;
  return children;
}
