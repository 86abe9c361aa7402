import type { Feature } from "@portal/shared/store-contracts";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { bidiText } from "@/lib/bidi-text";
import { toast } from "@/lib/toast";
import { useDeleteFeature } from "../api/delete-feature";

/** Asks before deleting a feature from the catalogue. */
export function DeleteFeatureDialog({
  feature,
  onOpenChange,
}: {
  feature: Feature | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("store");
  const remove = useDeleteFeature();
  const confirm = () => {
    if (!feature) return;
    remove.mutate(feature.id, {
      onSuccess: () => {
        toast.success(t("admin.deleted"));
        onOpenChange(false);
      },
      onError: () => toast.error(t("common:error"), { description: t("admin.deleteFailed") }),
    });
  };
  return (
    <Dialog open={feature !== null} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>{t("admin.deleteTitle")}</DialogTitle>
        <DialogDescription>{bidiText((v) => t("admin.deleteDescription", v), { title: feature?.title ?? "" })}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t("common:cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t("admin.deleting") : t("admin.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
