import { ShieldOff } from "lucide-react";
import { useId } from "react";

/**
 * The plain message a gate shows in place of a page the person may not open (`RoleGate` for agency
 * roles, `CompanyGate` for a client company's rights): a heading and one line saying why.
 */
export function NotAllowedPanel({ title, detail }: { title: string; detail: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 text-center">
      <ShieldOff className="mx-auto mb-3 size-8 text-slate-400" aria-hidden="true" />
      <h1 id={titleId} className="font-semibold text-lg text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-600 text-sm">{detail}</p>
    </section>
  );
}
