import { useId } from "react";
import { NativeSelect, ValueOptions } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A list's filter beside its search: a labelled select over the filter's values; a choice goes to `onChange`. */
export function ListFilter<V extends string>({
  label,
  value,
  onChange,
  values,
  optionLabel,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  values: readonly V[];
  optionLabel: (value: V) => string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        <ValueOptions values={values} label={optionLabel} />
      </NativeSelect>
    </div>
  );
}
