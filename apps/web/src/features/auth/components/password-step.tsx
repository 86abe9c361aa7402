import { PASSWORD_MAX_LENGTH } from "@portal/shared/auth-contracts";
import { afterSignInPath } from "@portal/shared/home-path";
import type { Profile } from "@portal/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authClient } from "@/lib/auth-client";
import { errorMessage } from "@/lib/error-message";
import { meQueryOptions } from "../api/get-me";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The alternative to an SMS code: e-mail and the password set from the invitation link. */
export function PasswordStep({ onUseCode }: { onUseCode: () => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!EMAIL.test(email.trim())) return setError(t("emailInvalid"));
    if (!password) return setError(t("passwordRequired"));
    setError(null);
    setBusy(true);
    try {
      const { error: signInError } = await authClient.signIn.email({ email: email.trim(), password });
      if (signInError) {
        const message = errorMessage(t, signInError, t("passwordSignInFailed"));
        setError(message);
        toast.error(t("signInErrorTitle"), { description: message });
        return;
      }
      toast.success(t("successTitle"), { description: t("signedIn") });
      const me: Profile | null = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      navigate(afterSignInPath(me?.role, searchParams.get("next")), { replace: true });
    } catch (thrown) {
      setError(errorMessage(t, thrown, t("unexpectedError")));
    } finally {
      setBusy(false);
    }
  }

  // A message about what was typed goes as soon as the person changes it.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t("email")}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => edit(setEmail)(e.target.value)}
          aria-invalid={Boolean(error)}
          dir="ltr"
          required
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>{t("password")}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => edit(setPassword)(e.target.value)}
          aria-invalid={Boolean(error)}
          dir="ltr"
          required
        />
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("signingIn") : t("signIn")}
      </Button>
      <Button variant="ghost" onClick={onUseCode} disabled={busy}>
        {t("useSmsCode")}
      </Button>
    </form>
  );
}
