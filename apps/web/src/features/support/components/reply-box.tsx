import { zodResolver } from "@hookform/resolvers/zod";
import { type ReplyInput, replyFields, TICKET_MESSAGE_MAX } from "@portal/shared/support-contracts";
import { graphemeCount } from "@portal/shared/text-length";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { clearDraftFiles } from "@/lib/draft-files";
import { useDraftFiles } from "@/lib/hooks/use-draft-files";
import { clearDraft, useFormDraft } from "@/lib/hooks/use-form-draft";
import { AttachmentPicker } from "./attachment-picker";
import { useImageSelection } from "./use-image-selection";

/** The reply text and images; Send Reply stays disabled while the trimmed text is empty. */
export function ReplyBox({
  label,
  draftKey,
  busy,
  onSend,
}: {
  label: string;
  /** Where the unsent text is kept across a sign-in (decision 076): one per ticket. */
  draftKey: string;
  busy: boolean;
  /** Resolves true when the reply was saved (the box is then cleared). */
  onSend: (message: string, files: File[]) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation("support");
  const id = useId();
  const form = useForm<ReplyInput>({ resolver: zodResolver(replyFields), mode: "onChange", defaultValues: { message: "" } });
  const selection = useImageSelection();
  useFormDraft(draftKey, form);
  useDraftFiles(`${draftKey}.images`, selection.files, selection.restore);
  const length = graphemeCount(form.watch("message").trim());
  const tooLong = length > TICKET_MESSAGE_MAX;
  const number = new Intl.NumberFormat(i18n.language);
  const onSubmit = form.handleSubmit(async ({ message }) => {
    if (busy) return;
    if (await onSend(message.trim(), selection.files)) {
      form.reset();
      clearDraft(draftKey);
      void clearDraftFiles(`${draftKey}.images`);
      selection.clear();
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <FormField id={id} label={label}>
        {(control) => (
          <>
            <Textarea
              placeholder={t("ticket.replyPlaceholder")}
              disabled={busy}
              {...control}
              aria-invalid={tooLong}
              aria-describedby={`${id}-count`}
              {...form.register("message")}
            />
            {/* Near and over the limit, say so: a disabled Send alone does not tell why. */}
            <div id={`${id}-count`} className="flex flex-wrap justify-between gap-2 text-sm">
              <span role={tooLong ? "alert" : undefined} className="text-red-700">
                {tooLong ? t("validation.messageTooLong") : null}
              </span>
              {length > TICKET_MESSAGE_MAX * 0.9 && (
                <span dir="ltr" className={tooLong ? "font-semibold text-red-700" : "text-slate-600"} data-testid="reply-count">
                  {t("ticket.characterCount", { length: number.format(length), max: number.format(TICKET_MESSAGE_MAX) })}
                </span>
              )}
            </div>
          </>
        )}
      </FormField>
      <AttachmentPicker selection={selection} disabled={busy} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!form.formState.isValid || busy}>
          {busy ? t("ticket.sending") : t("ticket.sendReply")}
        </Button>
      </div>
    </form>
  );
}
