import { zodResolver } from "@hookform/resolvers/zod";
import { type TicketNote, type TicketNoteInput, ticketNoteFields } from "@portal/shared/support-contracts";
import { Lock } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { fieldErrorText } from "@/lib/form-messages";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { useAddTicketNote } from "../api/add-ticket-note";

/** The admins' internal notes on a ticket, oldest first, and a box to add one. The client never sees them. */
export function InternalNotes({ ticketId, notes }: { ticketId: string; notes: TicketNote[] }) {
  const { t } = useTranslation("support");
  const id = useId();
  const headingId = `${id}-heading`;
  const add = useAddTicketNote();
  const form = useForm<TicketNoteInput>({
    resolver: zodResolver(ticketNoteFields),
    defaultValues: { message: "" },
  });
  const message = form.formState.errors.message?.message;
  const onSubmit = form.handleSubmit(async ({ message: text }) => {
    if (add.isPending) return;
    try {
      await add.mutateAsync({ ticketId, message: text.trim() });
      form.reset();
      toast.success(t("desk.noteAdded"));
    } catch (error) {
      toast.error(t("desk.noteFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <div>
        <h3 id={headingId} className="flex items-center gap-2 font-semibold text-amber-900">
          <Lock className="size-4" aria-hidden="true" />
          {t("desk.notesTitle")}
        </h3>
        <p className="text-sm text-amber-900">{t("desk.notesHint")}</p>
      </div>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-700">{t("desk.noNotes")}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-white p-3 text-sm shadow-sm">
              <p className="text-xs text-slate-600">
                <span dir="auto">{note.authorLabel}</span> · {formatDateTime(note.createdAt)}
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-wrap break-words">
                {note.message}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
        <FormField
          id={`${id}-note`}
          label={t("desk.noteLabel")}
          error={message && fieldErrorText(t, message, "support:validation.")}
        >
          {(control) => <Textarea {...control} rows={3} disabled={add.isPending} {...form.register("message")} />}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" variant="outline" disabled={add.isPending}>
            {add.isPending ? t("desk.addingNote") : t("desk.addNote")}
          </Button>
        </div>
      </form>
    </section>
  );
}
