import type { Role } from "@portal/shared/constants";
import { homePathFor } from "@portal/shared/home-path";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useSetupStatus } from "@/features/agency-settings";
import { useMe } from "../api/get-me";
import { wasSignedOutOnPurpose } from "../api/sign-out-intent";

/**
 * Shows a spinner while the session loads, sends signed-out visitors to /setup while the portal
 * has no admin (first run), else to /login (with the page
 * they asked for as `next`) and people of
 * another role to their own home.
 */
export function RouteGuard({ allow, children }: { allow: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const location = useLocation();
  // A signed-out visitor of a portal without an admin yet is sent to the first-run set-up.
  const setup = useSetupStatus(!isPending && !me);
  if (isPending || (!me && setup.isPending)) return <Spinner label={t("loading")} className="min-h-screen" />;
  if (!me && setup.data?.required) return <Navigate to="/setup" replace />;
  // The page asked for comes back after sign-in (a link from an e-mail, for example), unless the
  // person has just chosen Sign Out.
  if (!me) {
    const next = wasSignedOutOnPurpose() ? "" : `?next=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/login${next}`} replace />;
  }
  if (me.role !== allow) return <Navigate to={homePathFor(me.role)} replace />;
  return children;
}
