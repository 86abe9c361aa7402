import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { authKeys } from "./query-keys";
import { noteSignedOutOnPurpose } from "./sign-out-intent";

/** Errors that mean the session is already over, which the spec counts as a successful sign-out. */
function alreadySignedOut(error: { status?: number; message?: string }): boolean {
  return error.status === 401 || error.message === "Auth session missing!";
}

/**
 * Signs out. Only when the server has ended the session (or it was already over) is local state
 * cleared, "Logged out successfully" shown and the login page opened; otherwise the person is
 * told they are still signed in, since reloading would show them their dashboard again.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  const pending = useRef(false);
  return async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      let failure: unknown = null;
      try {
        // Better Auth's client loads on the first sign-out, not with every signed-in screen.
        const { authClient } = await import("@/lib/auth-client");
        const { error } = await authClient.signOut();
        if (error && !alreadySignedOut(error)) failure = error;
      } catch (thrown) {
        failure = thrown;
      }
      if (failure) {
        toast.error(t("signOutError"), { description: errorMessage(t, failure, t("signOutFailed")) });
        return;
      }
      noteSignedOutOnPurpose();
      queryClient.clear();
      queryClient.setQueryData(authKeys.me(), null);
      toast.success(t("successTitle"), { description: t("loggedOut") });
      navigate("/login", { replace: true });
    } finally {
      pending.current = false;
    }
  };
}
