import { useId } from "react";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { cn } from "@/lib/cn";

/**
 * A list's search box. With `visibleLabel` its label shows above it; otherwise the label is its
 * accessible name only (the placeholder says what to type). Typing goes to `onChange` on each key.
 */
export function ListSearch({
  label,
  value,
  onChange,
  placeholder,
  visibleLabel = false,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  visibleLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  const input = (
    <SearchInput
      id={id}
      className={visibleLabel ? undefined : className}
      aria-label={visibleLabel ? undefined : label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  if (!visibleLabel) return input;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {input}
    </div>
  );
}
