import type { AdminProjectRow } from "@portal/shared/project-contracts";
import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { bidiText } from "@/lib/bidi-text";
import { ProjectEditCard } from "./project-edit-card";

/** A project from the admin dashboard: its card with edit mode, and a way to the client's page. */
export function AdminProjectDialog({
  project,
  onOpenChange,
  showClientLink = true,
}: {
  project: Omit<AdminProjectRow, "milestones"> | null;
  onOpenChange: (open: boolean) => void;
  /** Off on the client's own page, where the link would lead back to itself. */
  showClientLink?: boolean;
}) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {project && (
          <>
            <DialogTitle>
              {bidiText((v) => t("projectOf", v), { name: project.businessName || project.clientName || project.clientEmail })}
            </DialogTitle>
            <DialogDescription dir="ltr" className="text-start">
              {project.clientEmail}
            </DialogDescription>
            <div className="mt-4 flex flex-col gap-4">
              {showClientLink && (
                <Button variant="outline" className="self-start" onClick={() => navigate(`/admin/users/${project.clientId}`)}>
                  <UserRound aria-hidden="true" />
                  {t("openClientPage")}
                </Button>
              )}
              <ProjectEditCard key={project.id} project={project} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
