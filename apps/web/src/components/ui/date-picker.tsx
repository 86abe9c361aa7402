import { format, isValid, parseISO } from "date-fns";
import { he } from "date-fns/locale";
import { CalendarDays, X } from "lucide-react";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

export interface DatePickerProps {
  id?: string;
  /** yyyy-MM-dd, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** Shown when no date is chosen. */
  placeholder: string;
  /** Accessible name of the button that empties the field. */
  clearLabel: string;
  /** How the chosen date is displayed (date-fns pattern). */
  displayFormat?: string;
  /** The first day of the week (0 = Sunday): the agency's, for the reader's language. */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  className?: string;
}

const FIRST_MONTH = new Date(2000, 0, 1);
const lastMonth = () => new Date(new Date().getFullYear() + 10, 11, 1);

/** A button that opens a calendar; the value travels as an ISO date (yyyy-MM-dd). */
export function DatePicker({
  id,
  value,
  onChange,
  placeholder,
  clearLabel,
  displayFormat = "dd/MM/yyyy",
  weekStartsOn,
  className,
  ...aria
}: DatePickerProps) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const selected = value ? parseISO(value) : undefined;
  const valid = selected && isValid(selected) ? selected : undefined;
  const rtl = i18n.dir() === "rtl";

  return (
    <div className={cn("relative", className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            variant="outline"
            aria-label={
              aria["aria-label"] ? `${aria["aria-label"]}${valid ? `: ${format(valid, displayFormat)}` : ""}` : undefined
            }
            aria-invalid={aria["aria-invalid"]}
            className={cn("w-full justify-start font-normal", valid ? "pe-9" : "text-slate-500")}
          >
            <CalendarDays aria-hidden="true" />
            <span dir="ltr">{valid ? format(valid, displayFormat) : placeholder}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent>
          <DayPicker
            mode="single"
            selected={valid}
            defaultMonth={valid}
            onSelect={(day) => {
              onChange(day ? format(day, "yyyy-MM-dd") : "");
              setOpen(false);
            }}
            dir={rtl ? "rtl" : "ltr"}
            locale={i18n.language === "he" ? he : undefined}
            // Month and year lists: a date years away is two choices, not dozens of clicks.
            captionLayout="dropdown"
            startMonth={FIRST_MONTH}
            endMonth={lastMonth()}
            weekStartsOn={weekStartsOn}
            autoFocus
          />
        </PopoverContent>
      </Popover>
      {valid && (
        <button
          type="button"
          className="absolute end-2 top-1/2 -translate-y-1/2 rounded-sm p-1 text-slate-500 hover:text-slate-900"
          aria-label={clearLabel}
          onClick={() => onChange("")}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
