import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * "Export CSV": a plain link to the list's export with the filters and order on screen, so the
 * browser downloads the server's stream straight to disk (nothing is held in the page).
 */
export function ExportCsvLink({ path, params, className }: { path: string; params: Record<string, string>; className?: string }) {
  const { t } = useTranslation("lists");
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ""));
  return (
    <a href={`/api${path}?${query}`} download className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}>
      <Download aria-hidden="true" />
      {t("exportCsv")}
    </a>
  );
}
