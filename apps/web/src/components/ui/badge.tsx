import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      gray: "bg-slate-100 text-slate-800",
      yellow: "bg-amber-100 text-amber-900",
      blue: "bg-blue-100 text-blue-900",
      green: "bg-green-100 text-green-900",
      red: "bg-red-100 text-red-900",
      purple: "bg-purple-100 text-purple-900",
      solidRed: "bg-red-600 text-white",
    },
  },
  defaultVariants: { tone: "gray" },
});

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
