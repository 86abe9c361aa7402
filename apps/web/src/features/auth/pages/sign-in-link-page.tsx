import { afterSignInPath } from "@portal/shared/home-path";
import type { Profile } from "@portal/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { needsSecondFactor } from "@/lib/second-factor";
import { meQueryOptions } from "../api/get-me";
import { AuthCard } from "../components/auth-card";
import { SecondFactorStep } from "../components/second-factor-step";

/** Where an e-mailed sign-in link lands: it checks the link once, then asks for the app's code if the person has one. */
export function SignInLinkPage() {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = searchParams.get("token");
  const [state, setState] = useState<"checking" | "secondFactor" | { error: string }>(
    token ? "checking" : { error: t("emailLink.missing") },
  );
  // The link works once: React's double effect in development must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    (async () => {
      const { authClient } = await import("@/lib/auth-client");
      const { data, error } = await authClient.magicLink.verify({ query: { token } });
      if (error) return setState({ error: errorMessage(t, error, t("emailLink.failed")) });
      if (needsSecondFactor(data)) return setState("secondFactor");
      const me: Profile | null = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      navigate(afterSignInPath(me?.role, null), { replace: true });
    })().catch(() => setState({ error: t("unexpectedError") }));
  }, [token, t, navigate, queryClient]);

  if (state === "secondFactor") {
    return (
      <AuthCard title={t("secondFactor.title")} description={t("secondFactor.description")}>
        <SecondFactorStep onBack={() => navigate("/login", { replace: true })} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("emailLink.checkingTitle")} description={t("emailLink.description")}>
      {state === "checking" ? (
        <Spinner label={t("emailLink.checking")} />
      ) : (
        <div className="flex flex-col gap-4">
          <ErrorBox>{state.error}</ErrorBox>
          <Link to="/login" className={buttonVariants({ variant: "outline" })}>
            {t("goToLogin")}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
