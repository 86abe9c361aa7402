import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** A user page's outline button that asks first (End all sessions, Reset second factor). */
export function ConfirmedActionButton({
  label,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
}: {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onOpenChange(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        busy={busy}
        destructive
      />
    </>
  );
}
