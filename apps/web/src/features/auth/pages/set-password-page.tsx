import "@/lib/form-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { type SetPasswordForm, setPasswordForm } from "@portal/shared/auth-contracts";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ErrorBox } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { authClient } from "@/lib/auth-client";
import { errorMessage } from "@/lib/error-message";
import { useClearOnChange } from "@/lib/hooks/use-clear-on-change";
import { toast } from "@/lib/toast";
import { AuthCard } from "../components/auth-card";

/** Sets a password from the one-time link e-mailed when an admin adds a person. */
export function SetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { register, handleSubmit, watch, formState } = form;
  useClearOnChange(
    form,
    useCallback(() => setError(null), []),
  );
  const [password, confirmPassword] = watch(["password", "confirmPassword"]);
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;

  if (!token) {
    return (
      <AuthCard title={t("setPasswordTitle")}>
        <ErrorBox>{t("setPasswordLinkMissing")}</ErrorBox>
        <Link to="/login" className={buttonVariants({ variant: "outline", className: "mt-4 w-full" })}>
          {t("goToLogin")}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setError(null);
    const { error: resetError } = await authClient.resetPassword({ newPassword, token });
    if (resetError) {
      const message = errorMessage(t, resetError, t("passwordUpdateFailed"));
      setError(message);
      toast.error(t("passwordUpdateErrorTitle"), { description: message });
      return;
    }
    toast.success(t("successTitle"), { description: t("passwordUpdated") });
    navigate("/login", { replace: true });
  });

  return (
    <AuthCard
      title={t("setPasswordTitle")}
      description={
        <>
          {t("createPasswordFor")} <span className="font-medium text-slate-900">{email}</span>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <FormField id="new-password" label={t("newPassword")}>
          {(control) => <Input type="password" autoComplete="new-password" {...control} {...register("password")} />}
        </FormField>
        <FormField id="confirm-password" label={t("confirmPassword")} error={mismatch ? t("passwordsDoNotMatch") : null}>
          {(control) => <Input type="password" autoComplete="new-password" {...control} {...register("confirmPassword")} />}
        </FormField>
        {error && <ErrorBox>{error}</ErrorBox>}
        <Button type="submit" className="w-full" disabled={formState.isSubmitting || !password || !confirmPassword || mismatch}>
          {formState.isSubmitting ? t("settingPassword") : t("setPassword")}
        </Button>
      </form>
    </AuthCard>
  );
}
