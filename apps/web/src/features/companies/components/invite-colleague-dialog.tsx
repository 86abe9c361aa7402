import { zodResolver } from "@hookform/resolvers/zod";
import { type InviteColleagueInput, inviteColleagueRequest } from "@portal/shared/company-contracts";
import { COUNTRIES, DEFAULT_COUNTRY } from "@portal/shared/phone";
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
import { type TeamScope, useInviteColleague } from "../api/team";
import { RightsCheckboxes } from "./rights-checkboxes";

const EMPTY: InviteColleagueInput = {
  email: "",
  fullName: "",
  country: DEFAULT_COUNTRY,
  phone: "",
  rights: { project: true, revisions: false, billing: false, support: false },
};

/**
 * Invites a colleague with their rights, by e-mail or phone (decision 115); someone new gets the
 * set-password e-mail, or a text message with a sign-in link when only a phone is given. The
 * owner's Team page and the admin's client page (`scope`, decision 114) share it.
 */
export function InviteColleagueDialog({ scope = {} }: { scope?: TeamScope }) {
  const { t } = useTranslation("companies");
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const clearServerError = useCallback(() => setServerError(null), []);
  const invite = useInviteColleague(scope);
  const form = useForm<InviteColleagueInput>({
    resolver: zodResolver(inviteColleagueRequest, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const country = form.watch("country");
  const rights = form.watch("rights");
  useClearOnChange(form, clearServerError);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await invite.mutateAsync(values);
      const to = values.email?.trim() || values.phone?.trim();
      toast.success(t("invited"), { description: t("invitedDescription", { to }) });
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      setServerError(errorMessage(t, error, t("inviteFailed")));
    }
  });

  const fieldError = (name: "email" | "fullName" | "phone") => {
    const message = errors[name]?.message;
    return message ? fieldErrorText(t, message, "companies:errors.", "users:errors.", "auth:") : null;
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
          {t("inviteColleague")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("inviteColleague")}</DialogTitle>
        <DialogDescription>{t(scope.clientId ? "client.inviteDescription" : "inviteDescription")}</DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
          <FormField id="invite-fullName" label={t("users:fullName")} error={fieldError("fullName")}>
            {(control) => <Input {...control} {...form.register("fullName")} />}
          </FormField>
          <FormField id="invite-email" label={t("emailOptional")} error={fieldError("email")}>
            {(control) => <Input type="email" autoComplete="off" dir="ltr" {...control} {...form.register("email")} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField id="invite-country" label={t("auth:country")}>
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
            <FormField id="invite-phone" label={t("phoneOptional")} error={fieldError("phone")}>
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
          <RightsCheckboxes
            idPrefix="invite-right"
            legend={t("rightsLegend")}
            value={rights}
            onChange={(right, checked) => form.setValue(`rights.${right}`, checked, { shouldDirty: true })}
          />
          {serverError && <ErrorBox>{serverError}</ErrorBox>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("common:cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t("inviting") : t("sendInvitation")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
