import { OTP_LENGTH } from "@portal/shared/constants";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The code box of a sign-in step (decision 117): six digits, large and spaced, or free text (a
 * recovery code). `id` names the input; its hint is `${id}-hint`.
 */
export function OneTimeCodeField({
  id,
  label,
  hint,
  value,
  onChange,
  invalid,
  text = false,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** A recovery code rather than six digits. */
  text?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode={text ? "text" : "numeric"}
        autoComplete="one-time-code"
        pattern={text ? undefined : "\\d*"}
        maxLength={text ? 32 : OTP_LENGTH}
        value={value}
        onChange={(e) => onChange(text ? e.target.value : e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
        className={text ? "text-center" : "text-center text-2xl tracking-[0.5em]"}
        dir="ltr"
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid}
        autoFocus
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
