import type { AdminProjectsResponse } from "@portal/shared/project-contracts";
import { FolderPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { toast } from "@/lib/toast";
import { useCreateProject } from "../api/create-project";

/** Clients Without Projects, each with Create Project. */
export function ClientsWithoutProjects({
  list,
  onPage,
}: {
  list: AdminProjectsResponse["clientsWithoutProjects"];
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("projects");
  const create = useCreateProject();
  const { clients } = list;
  if (list.total === 0) return null;
  const onCreate = async (clientId: string) => {
    try {
      await create.mutateAsync(clientId);
      toast.success(t("toast.successTitle"), { description: t("toast.created") });
    } catch {
      toast.error(t("toast.errorTitle"), { description: t("toast.createFailed") });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("clientsWithoutProjects")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {clients.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium">{c.fullName || c.email}</p>
                <p className="text-sm text-slate-600" dir="ltr">
                  {c.email}
                </p>
              </div>
              <Button
                size="sm"
                onClick={() => onCreate(c.id)}
                disabled={create.isPending}
                aria-label={t("createProjectFor", { name: c.fullName || c.email })}
              >
                <FolderPlus aria-hidden="true" />
                {t("createProject")}
              </Button>
            </li>
          ))}
        </ul>
        <Pager info={list} shown={clients.length} onPage={onPage} listName={t("clientsWithoutProjects")} />
      </CardContent>
    </Card>
  );
}
