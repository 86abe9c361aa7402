import type { UserDetail } from "@portal/shared/users-contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { AdminMilestonesCard } from "@/features/milestones";
import { AdminProjectDialog, ProjectEditCard, useClientProject, useCreateProject } from "@/features/projects";
import { toast } from "@/lib/toast";

/** The client's project card (with Advanced: the project dialog), or a way to create it. */
export function UserProjectSection({ client }: { client: UserDetail }) {
  const { t } = useTranslation("users");
  const clientId = client.id;
  const [advanced, setAdvanced] = useState(false);
  const { data, isPending, isError } = useClientProject(clientId);
  const createProject = useCreateProject();

  if (isPending) return <Spinner label={t("common:loading")} />;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        {t("projectLoadFailed")}
      </p>
    );
  if (data.project) {
    const row = { ...data.project, clientEmail: client.email, clientName: client.fullName, businessName: client.businessName };
    return (
      <>
        <ProjectEditCard project={data.project} onAdvanced={() => setAdvanced(true)} />
        <AdminMilestonesCard projectId={data.project.id} />
        <AdminProjectDialog project={advanced ? row : null} onOpenChange={setAdvanced} showClientLink={false} />
      </>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("projectTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">{t("noProject")}</p>
        <Button
          disabled={createProject.isPending}
          onClick={() =>
            createProject.mutate(clientId, {
              onSuccess: () => toast.success(t("projectCreated")),
              onError: () => toast.error(t("common:error"), { description: t("projectCreateFailed") }),
            })
          }
        >
          {t("createProject")}
        </Button>
      </CardContent>
    </Card>
  );
}
