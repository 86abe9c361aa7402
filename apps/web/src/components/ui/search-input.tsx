import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

/** A search box with its magnifier icon; label it with `aria-label` or a `<Label htmlFor>`. */
export function SearchInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <div className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input type="search" className="ps-9" {...props} />
    </div>
  );
}
