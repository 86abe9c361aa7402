import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authClient } from "@/lib/auth-client";
import { errorMessage } from "@/lib/error-message";

/**
 * Signs out: local state is cleared first, then the session ends. "Auth session missing!"
 * (already signed out) counts as success, as does any other unexpected failure.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  return async () => {
    queryClient.clear();
    queryClient.setQueryData(["me"], null);
    try {
      const { error } = await authClient.signOut();
      if (error && error.message !== "Auth session missing!" && error.status !== 401) {
        toast.error(t("signOutError"), { description: errorMessage(t, error) });
      }
    } catch {
      // Unexpected failures still leave the person signed out locally.
    }
    toast.success(t("successTitle"), { description: t("loggedOut") });
    navigate("/login", { replace: true });
  };
}
