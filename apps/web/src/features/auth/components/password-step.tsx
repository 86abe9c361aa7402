import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MAX_LENGTH, type PasswordSignInForm, passwordSignInForm } from "@portal/shared/auth-contracts";
import { afterSignInPath } from "@portal/shared/home-path";
import type { Profile } from "@portal/shared/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { authClient } from "@/lib/auth-client";
import { errorMessage } from "@/lib/error-message";
import { useClearOnChange } from "@/lib/hooks/use-clear-on-change";
import { needsSecondFactor } from "@/lib/second-factor";
import { toast } from "@/lib/toast";
import { meQueryOptions } from "../api/get-me";

/** The alternative to an SMS code: e-mail and the password set from the invitation link. */
export function PasswordStep({ onUseCode, onSecondFactor }: { onUseCode: () => void; onSecondFactor: () => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordSignInForm>({
    resolver: zodResolver(passwordSignInForm),
    defaultValues: { email: "", password: "" },
    // One message for the form, checked on submit and gone as soon as the person edits.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  useClearOnChange(
    form,
    useCallback(() => {
      form.clearErrors();
      setServerError(null);
    }, [form]),
  );
  const invalid = errors.email?.message ?? errors.password?.message;
  const error = invalid ? t(invalid) : serverError;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const { data, error: signInError } = await authClient.signIn.email({ email, password });
      if (signInError) {
        const message = errorMessage(t, signInError, t("passwordSignInFailed"));
        setServerError(message);
        toast.error(t("signInErrorTitle"), { description: message });
        return;
      }
      if (needsSecondFactor(data)) {
        onSecondFactor();
        return;
      }
      toast.success(t("successTitle"), { description: t("signedIn") });
      const me: Profile | null = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      navigate(afterSignInPath(me?.role, searchParams.get("next")), { replace: true });
    } catch (thrown) {
      setServerError(errorMessage(t, thrown, t("unexpectedError")));
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormField id={`${id}-email`} label={t("email")}>
        {(control) => (
          <Input
            type="email"
            autoComplete="username"
            dir="ltr"
            required
            autoFocus
            {...control}
            aria-invalid={Boolean(error)}
            {...form.register("email")}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={t("password")}>
        {(control) => (
          <Input
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            dir="ltr"
            required
            {...control}
            aria-invalid={Boolean(error)}
            {...form.register("password")}
          />
        )}
      </FormField>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("signingIn") : t("signIn")}
      </Button>
      <Button variant="ghost" onClick={onUseCode} disabled={isSubmitting}>
        {t("useSmsCode")}
      </Button>
    </form>
  );
}
