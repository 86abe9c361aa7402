import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { apiUrl } from "@/lib/api-client";
import type { ApiPath, ApiQuery } from "@/lib/api-operations";
import { cn } from "@/lib/cn";

/** The routes that stream a list as CSV (`/admin/…/export`). */
type ExportPath = Extract<ApiPath<"get">, `${string}/export`>;

/**
 * "Export CSV": a plain link to the list's export with the filters and order on screen, so the
 * browser downloads the server's stream straight to disk (nothing is held in the page). The path
 * and its query are typed by the routes (decision 092); an empty filter is left out.
 */
export function ExportCsvLink<P extends ExportPath>({
  path,
  query,
  className,
}: {
  path: P;
  query: ApiQuery<P>;
  className?: string;
}) {
  const { t } = useTranslation("lists");
  return (
    <a href={apiUrl(path, { query })} download className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}>
      <Download aria-hidden="true" />
      {t("exportCsv")}
    </a>
  );
}
