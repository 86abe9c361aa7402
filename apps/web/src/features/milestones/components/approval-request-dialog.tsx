import { approvalRequestRequest, type Milestone, milestoneTitleIn } from "@portal/shared/milestone-contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** The admin names what the client reviews before approving: demo pages (one path a line) and a version label. */
export function ApprovalRequestDialog({
  milestone,
  onOpenChange,
  onSend,
  busy,
}: {
  milestone: Milestone | null;
  onOpenChange: (open: boolean) => void;
  onSend: (input: { pages: string[]; versionLabel: string }) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("milestones");
  const id = useId();
  const [pages, setPages] = useState("/");
  const [versionLabel, setVersionLabel] = useState("");
  const [invalid, setInvalid] = useState(false);
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const list = pages
      .split(/\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const parsed = approvalRequestRequest.safeParse({ pages: list, versionLabel });
    setInvalid(!parsed.success);
    if (parsed.success) onSend(parsed.data);
  };
  return (
    <Dialog open={milestone !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          {t("askTitle", { milestone: milestone ? milestoneTitleIn(i18n.language, milestone.title) : "" })}
        </DialogTitle>
        <DialogDescription>{t("askDescription")}</DialogDescription>
        <form className="mt-4 flex flex-col gap-4" onSubmit={send} noValidate>
          <FormField
            id={`${id}-pages`}
            label={t("askPages")}
            hint={t("askPagesHint")}
            error={invalid ? t("askPagesInvalid") : undefined}
            required
          >
            {(control) => (
              <textarea
                {...control}
                dir="ltr"
                rows={3}
                className="rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
                value={pages}
                onChange={(e) => setPages(e.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-version`} label={t("askVersion")}>
            {(control) => <Input {...control} value={versionLabel} onChange={(e) => setVersionLabel(e.target.value)} />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {t("askSend")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
