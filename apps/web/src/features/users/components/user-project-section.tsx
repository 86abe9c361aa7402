import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCreateProject } from "@/features/projects/api/create-project";
import { useClientProject } from "@/features/projects/api/get-client-project";
import { ProjectEditCard } from "@/features/projects/components/project-edit-card";

/** The client's project card, or a way to create it. */
export function UserProjectSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation("users");
  const { data, isPending, isError } = useClientProject(clientId);
  const createProject = useCreateProject();

  if (isPending) return <Spinner label={t("common:loading")} />;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        {t("projectLoadFailed")}
      </p>
    );
  if (data.project) return <ProjectEditCard project={data.project} />;
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
