import { zodResolver } from "@hookform/resolvers/zod";
import { COUNTRIES, DEFAULT_COUNTRY } from "@portal/shared/phone";
import { type CreateClientInput, createClientRequest } from "@portal/shared/users-contracts";
import { UserPlus } from "lucide-react";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";
import { fieldErrorText } from "@/lib/form-messages";
import { useClearOnChange } from "@/lib/hooks/use-clear-on-change";
import { toast } from "@/lib/toast";
import { useCreateClient } from "../api/create-client";

const EMPTY: CreateClientInput = { email: "", country: DEFAULT_COUNTRY, phone: "", fullName: "", businessName: "" };

/** Adds a client; the server e-mails them a link to set a password. */
export function AddClientDialog() {
  const { t } = useTranslation("users");
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const clearServerError = useCallback(() => setServerError(null), []);
  const createClient = useCreateClient();
  const form = useForm<CreateClientInput>({
    resolver: zodResolver(createClientRequest, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const country = form.watch("country");
  useClearOnChange(form, clearServerError);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createClient.mutateAsync(values);
      toast.success(t("clientAdded"), { description: t("clientAddedDescription", { email: values.email.trim() }) });
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      setServerError(errorMessage(t, error, t("addClientFailed")));
    }
  });

  const fieldError = (name: keyof CreateClientInput) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`add-client-${name}-error`} className="text-sm text-red-700">
        {fieldErrorText(t, message, "users:errors.", "auth:")}
      </p>
    ) : null;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset(EMPTY);
          setServerError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t("addClient")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("addClient")}</DialogTitle>
        <DialogDescription>{t("addClientDescription")}</DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-client-email">{t("email")}</Label>
            <Input
              id="add-client-email"
              type="email"
              autoComplete="off"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? "add-client-email-error" : undefined}
              {...form.register("email")}
            />
            {fieldError("email")}
          </div>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <div className="flex flex-col gap-2">
              <Label htmlFor="add-client-country">{t("auth:country")}</Label>
              <NativeSelect id="add-client-country" {...form.register("country")}>
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {t(`auth:countryName.${c.code}`)} ({c.dialCode})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="add-client-phone">{t("phone")}</Label>
              <Input
                id="add-client-phone"
                type="tel"
                dir="ltr"
                placeholder={COUNTRIES.find((c) => c.code === country)?.placeholder}
                aria-invalid={Boolean(errors.phone)}
                aria-describedby={errors.phone ? "add-client-phone-error" : undefined}
                {...form.register("phone")}
              />
              {fieldError("phone")}
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-client-name">{t("fullName")}</Label>
            <Input
              id="add-client-name"
              aria-invalid={Boolean(errors.fullName)}
              aria-describedby={errors.fullName ? "add-client-fullName-error" : undefined}
              {...form.register("fullName")}
            />
            {fieldError("fullName")}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-client-business">{t("businessName")}</Label>
            <Input
              id="add-client-business"
              aria-invalid={Boolean(errors.businessName)}
              aria-describedby={errors.businessName ? "add-client-businessName-error" : undefined}
              {...form.register("businessName")}
            />
            {fieldError("businessName")}
          </div>
          {serverError && <ErrorBox>{serverError}</ErrorBox>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("common:cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t("adding") : t("addClient")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
