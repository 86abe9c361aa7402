import { type BulkRefusal, bulkRefusedDetails } from "@portal/shared/bulk-contracts";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";

interface Props {
  /** The button in the bulk bar ("Mark as paid"). */
  label: ReactNode;
  /** The question that says what will happen ("Mark 3 invoices as paid?"). */
  title: string;
  description: string;
  confirmLabel: string;
  /** Said once it is done ("3 invoices marked as paid"). */
  done: string;
  run: () => Promise<unknown>;
  destructive?: boolean;
  disabled?: boolean;
}

/** The rows named by a `bulk_refused` answer, or null for any other failure. */
function refusalsOf(error: unknown): BulkRefusal[] | null {
  if (!(error instanceof ApiError) || error.code !== "bulk_refused") return null;
  const parsed = bulkRefusedDetails.safeParse(error.details);
  return parsed.success ? parsed.data.refused : null;
}

/**
 * A bulk action behind a confirmation: the dialog says what will happen; when the server refuses
 * because some rows cannot take it, the dialog stays open and says that nothing changed and why
 * for each of those rows.
 */
export function BulkConfirmButton({ label, title, description, confirmLabel, done, run, destructive, disabled }: Props) {
  const { t } = useTranslation("lists");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<BulkRefusal[] | null>(null);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setRefused(null);
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await run();
      toast.success(done);
      changeOpen(false);
    } catch (error) {
      const rows = refusalsOf(error);
      if (rows) setRefused(rows);
      else toast.error(t("bulkFailed"), { description: errorMessage(t, error, "") || undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant={destructive ? "destructive" : "outline"} disabled={disabled} onClick={() => changeOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {refused && (
            <ErrorBox>
              <p className="font-medium">{t("nothingChanged")}</p>
              <ul className="mt-1 list-disc ps-5">
                {refused.map((r) => (
                  <li key={r.id}>
                    <bdi>{r.label}</bdi>: {t(`refusal.${r.reason}`)}
                  </li>
                ))}
              </ul>
            </ErrorBox>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)}>
              {t("common:cancel")}
            </Button>
            <Button variant={destructive ? "destructive" : "default"} onClick={confirm} disabled={busy || refused !== null}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
