import { replyFields } from "@portal/shared/support-contracts";
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
  const { t } = useTranslation("support");
  const id = useId();
  const [message, setMessage] = useState("");
  const selection = useImageSelection();
  const parsed = replyFields.safeParse({ message });

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
        />
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
