import { replyFields, TICKET_MESSAGE_MAX } from "@portal/shared/support-contracts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AttachmentPicker } from "./attachment-picker";
import { useImageSelection } from "./use-image-selection";

/** The reply text and images; Send Reply stays disabled while the trimmed text is empty. */
export function ReplyBox({
  label,
  busy,
  onSend,
}: {
  label: string;
  busy: boolean;
  /** Resolves true when the reply was saved (the box is then cleared). */
  onSend: (message: string, files: File[]) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation("support");
  const id = useId();
  const [message, setMessage] = useState("");
  const selection = useImageSelection();
  const parsed = replyFields.safeParse({ message });
  const length = message.trim().length;
  const tooLong = length > TICKET_MESSAGE_MAX;
  const number = new Intl.NumberFormat(i18n.language);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success || busy) return;
    if (await onSend(parsed.data.message, selection.files)) {
      setMessage("");
      selection.clear();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder={t("ticket.replyPlaceholder")}
          disabled={busy}
          aria-invalid={tooLong}
          aria-describedby={`${id}-count`}
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
      </div>
      <AttachmentPicker selection={selection} disabled={busy} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!parsed.success || busy}>
          {busy ? t("ticket.sending") : t("ticket.sendReply")}
        </Button>
      </div>
    </form>
  );
}
