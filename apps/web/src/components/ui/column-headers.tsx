import { cn } from "@/lib/cn";

/** A table's header row: one column header per label. */
export function ColumnHeaders({ labels, className }: { labels: string[]; className?: string }) {
  return (
    <thead className={cn("border-b border-slate-200 bg-slate-50 text-slate-600", className)}>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className="p-3 text-start font-medium">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
