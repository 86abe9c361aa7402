import { formatTypedDate, parseTypedDate, type TypedDateError } from "@portal/shared/typed-date";
import { format, isValid, parseISO } from "date-fns";
import { he } from "date-fns/locale";
import { CalendarDays, X } from "lucide-react";
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

export interface DatePickerProps {
  /** The text field's id (its label points at it). */
  id: string;
  /** yyyy-MM-dd, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** Shown in the empty field: the shape to type (dd/MM/yyyy). */
  placeholder: string;
  /** Accessible name of the button that empties the field. */
  clearLabel: string;
  /** The first day of the week (0 = Sunday): the agency's, for the reader's language. */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** The field's name in words ("From date"), for the calendar button's name. */
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  className?: string;
}

const FIRST_MONTH = new Date(2000, 0, 1);
const lastMonth = () => new Date(new Date().getFullYear() + 10, 11, 1);

/**
 * A date typed as dd/MM/yyyy, or chosen from a calendar with month and year lists; the value
 * travels as an ISO day (yyyy-MM-dd). A complete, real date counts as soon as it is typed; a
 * refused one is explained under the field on leaving it (or Enter) and leaves the value as it was.
 */
export function DatePicker({ id, value, onChange, placeholder, clearLabel, weekStartsOn, className, ...aria }: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(formatTypedDate(value));
  const [error, setError] = useState<{ kind: TypedDateError; text: string } | null>(null);
  const selected = value ? parseISO(value) : undefined;
  const valid = selected && isValid(selected) ? selected : undefined;
  const rtl = i18n.dir() === "rtl";
  const errorId = `${id}-date-error`;

  // A value set from outside (the calendar, Clear filters, a reset) shows in the field.
  useEffect(() => {
    setText((shown) => {
      const read = parseTypedDate(shown);
      return read.ok && read.iso === value ? shown : formatTypedDate(value);
    });
    setError(null);
  }, [value]);

  const type = (next: string) => {
    setText(next);
    setError(null);
    const read = parseTypedDate(next);
    if (read.ok && read.iso !== value) onChange(read.iso);
  };
  const settle = () => {
    const read = parseTypedDate(text);
    if (read.ok) {
      setText(formatTypedDate(read.iso));
      if (read.iso !== value) onChange(read.iso);
    } else {
      setError({ kind: read.error, text: text.trim() });
    }
  };

  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="relative">
        <Input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          placeholder={placeholder}
          value={text}
          onChange={(e) => type(e.target.value)}
          onBlur={settle}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              settle();
            }
          }}
          aria-invalid={Boolean(error) || aria["aria-invalid"]}
          aria-describedby={error ? errorId : undefined}
          // The digits read left to right; the buttons sit at the reading end (left in Hebrew).
          className="pr-16 rtl:pr-3 rtl:pl-16 rtl:text-right"
        />
        <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
          {valid && (
            <button
              type="button"
              className="rounded-sm p-1.5 text-slate-500 hover:text-slate-900"
              aria-label={clearLabel}
              onClick={() => onChange("")}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverTrigger asChild>
              <button
                type="button"
                className="rounded-sm p-1.5 text-slate-600 hover:text-slate-900"
                aria-label={
                  aria["aria-label"]
                    ? t("datePicker.openCalendarFor", { field: aria["aria-label"] })
                    : t("datePicker.openCalendar")
                }
              >
                <CalendarDays className="size-4" aria-hidden="true" />
              </button>
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
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error.kind === "format" ? t("datePicker.format") : t("datePicker.noSuchDay", { text: error.text })}
        </p>
      )}
    </div>
  );
}
