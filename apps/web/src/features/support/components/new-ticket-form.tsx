import { zodResolver } from "@hookform/resolvers/zod";
import { padNumber } from "@portal/shared/format";
import { type CreateTicketInput, type CreateTicketValues, createTicketFields } from "@portal/shared/support-contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { clearDraftFiles } from "@/lib/draft-files";
import { errorCodeOf, errorMessage } from "@/lib/error-message";
import { fieldErrorText } from "@/lib/form-messages";
import { useDraftFiles } from "@/lib/hooks/use-draft-files";
import { clearDraft, useFormDraft } from "@/lib/hooks/use-form-draft";
import { toast } from "@/lib/toast";
import { useCreateTicket } from "../api/create-ticket";
import { useRevisionOptions } from "../api/get-revision-options";
import { isTooLarge, isUploadError } from "../is-upload-error";
import { AttachmentPicker } from "./attachment-picker";
import { useImageSelection } from "./use-image-selection";

const EMPTY: CreateTicketInput = { subject: "", message: "", revisionId: "" };
const DRAFT = "support.new-ticket";
const DRAFT_IMAGES = `${DRAFT}.images`;

/** Subject, optional related revision, message and images; "Message Sent" on success. */
export function NewTicketForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation("support");
  const form = useForm<CreateTicketInput, unknown, CreateTicketValues>({
    resolver: zodResolver(createTicketFields),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const selection = useImageSelection();
  const revisions = useRevisionOptions();
  const createTicket = useCreateTicket();
  useFormDraft(DRAFT, form);
  useDraftFiles(DRAFT_IMAGES, selection.files, selection.restore);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createTicket.mutateAsync({ input: values, files: selection.files });
    } catch (error) {
      if (isUploadError(error)) {
        const description = isTooLarge(error) ? errorMessage(t, error) : t("toasts.uploadErrorDescription");
        toast.error(t("toasts.uploadErrorTitle"), { description });
      } else if (errorCodeOf(error) === "session_ended") toast.error(errorMessage(t, error));
      else toast.error(t("toasts.submitFailed"));
      return;
    }
    toast.success(t("toasts.messageSentTitle"), { description: t("toasts.messageSentDescription") });
    form.reset(EMPTY);
    clearDraft(DRAFT);
    void clearDraftFiles(DRAFT_IMAGES);
    selection.clear();
    onSubmitted();
  });

  const fieldError = (name: "subject" | "message") => {
    const message = errors[name]?.message;
    return message ? fieldErrorText(t, message, "support:validation.") : null;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("form.title")}</CardTitle>
        <CardDescription>{t("form.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id="ticket-subject" label={t("form.subject")} error={fieldError("subject")}>
            {(control) => <Input placeholder={t("form.subjectPlaceholder")} {...control} {...form.register("subject")} />}
          </FormField>
          <FormField id="ticket-revision" label={t("form.relatedRevision")}>
            {(control) => (
              <NativeSelect {...control} {...form.register("revisionId")}>
                <option value="">{t("form.noRevision")}</option>
                {(revisions.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {t("form.revisionOption", {
                      number: padNumber(r.requestNumber),
                      description: truncate(r.description),
                    })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="ticket-message" label={t("form.message")} error={fieldError("message")}>
            {(control) => (
              <Textarea rows={6} placeholder={t("form.messagePlaceholder")} {...control} {...form.register("message")} />
            )}
          </FormField>
          <AttachmentPicker selection={selection} disabled={isSubmitting} />
          <p className="text-sm text-slate-600">{t("form.responseNote")}</p>
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? t("form.submitting") : t("form.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function truncate(text: string, max = 60): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
}
