import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The red box that shows a form's error where the person is looking. */
export function ErrorBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn("flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800", className)}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
