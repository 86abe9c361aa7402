import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/** What a field's control needs to be tied to its label, hint and message. */
interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

/**
 * One form field: its label (with a required marker when asked), the control, an optional hint
 * and the field's message. The control is rendered by `children` with the props that tie it to
 * the rest: its id, `aria-invalid` while there is a message, and `aria-describedby` naming the
 * hint and the message (`<id>-hint`, `<id>-error`), so a screen reader reads them with the field.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The field's message, already in words; nothing while the value is fine. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" *"}
          </span>
        )}
      </Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
