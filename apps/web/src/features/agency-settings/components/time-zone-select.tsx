import type { SelectHTMLAttributes } from "react";
import { useMemo } from "react";
import { NativeSelect } from "@/components/ui/input";
import { timeZones } from "./field-errors";

/** A select of IANA time zones (`Europe/London`), shown left to right in both languages. */
export function TimeZoneSelect({
  value,
  onValueChange,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  value: string;
  onValueChange: (zone: string) => void;
}) {
  const zones = useMemo(() => timeZones(value), [value]);
  return (
    <NativeSelect dir="ltr" value={value} onChange={(e) => onValueChange(e.target.value)} {...props}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll("_", " ")}
        </option>
      ))}
    </NativeSelect>
  );
}
