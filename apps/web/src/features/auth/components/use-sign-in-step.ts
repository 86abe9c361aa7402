import { afterSignInPath } from "@portal/shared/home-path";
import type { Profile } from "@portal/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { meQueryOptions } from "../api/get-me";

/**
 * What the code steps of the sign-in screen share (decision 117): the error they show and whether
 * they are busy; `run` clears the error and keeps the step busy while it works (an unexpected
 * failure says so); `finish` says the person is signed in and takes them home, or to `next`.
 */
export function useSignInStep() {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch {
      setError(t("unexpectedError"));
    } finally {
      setBusy(false);
    }
  }

  async function finish(description: string) {
    toast.success(t("successTitle"), { description });
    const me: Profile | null = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    navigate(afterSignInPath(me?.role, searchParams.get("next")), { replace: true });
  }

  return { error, setError, busy, run, finish };
}
