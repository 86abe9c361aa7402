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
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
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
    return message ? fieldErrorText(t, message, "users:errors.", "auth:") : null;
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
          <FormField id="add-client-email" label={t("email")} error={fieldError("email")}>
            {(control) => <Input type="email" autoComplete="off" {...control} {...form.register("email")} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField id="add-client-country" label={t("auth:country")}>
              {(control) => (
                <NativeSelect {...control} {...form.register("country")}>
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {t(`auth:countryName.${c.code}`)} ({c.dialCode})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id="add-client-phone" label={t("phone")} error={fieldError("phone")}>
              {(control) => (
                <Input
                  type="tel"
                  dir="ltr"
                  placeholder={COUNTRIES.find((c) => c.code === country)?.placeholder}
                  {...control}
                  {...form.register("phone")}
                />
              )}
            </FormField>
          </div>
          <FormField id="add-client-fullName" label={t("fullName")} error={fieldError("fullName")}>
            {(control) => <Input {...control} {...form.register("fullName")} />}
          </FormField>
          <FormField id="add-client-businessName" label={t("businessName")} error={fieldError("businessName")}>
            {(control) => <Input {...control} {...form.register("businessName")} />}
          </FormField>
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
