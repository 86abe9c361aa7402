import { afterSignInPath } from "@portal/shared/home-path";
import type { Profile } from "@portal/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { meQueryOptions } from "../api/get-me";

/**
 * "Sign in with a passkey" (decision 113): the browser offers the person's passkeys for this
 * portal; no phone, code or second step follows, as the passkey verified the person itself.
 */
export function PasskeySignIn() {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setError(null);
    setBusy(true);
    try {
      // Better Auth's client loads with the click, not with the sign-in screen (decision 026).
      const { authClient } = await import("@/lib/auth-client");
      const { error: signInError } = await authClient.signIn.passkey();
      if (signInError) {
        setError(errorMessage(t, signInError, t("passkey.failed")));
        return;
      }
      const me: Profile | null = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      navigate(afterSignInPath(me?.role, searchParams.get("next")), { replace: true });
    } catch (thrown) {
      setError(errorMessage(t, thrown, t("passkey.failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button variant="outline" className="w-full" onClick={signIn} disabled={busy}>
        {t("passkey.use")}
      </Button>
    </>
  );
}
