import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { bidiText } from "@/lib/bidi-text";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useDeleteUser } from "../api/delete-user";

/** Deletes a person after confirmation. */
export function DeleteUserButton({ userId, label }: { userId: string; label: string }) {
  const { t } = useTranslation("users");
  const [open, setOpen] = useState(false);
  const deleteUser = useDeleteUser();

  async function confirm() {
    try {
      await deleteUser.mutateAsync(userId);
      toast.success(t("userDeleted"));
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(t("common:error"), { description: t("mustBeLoggedIn") });
        return;
      }
      toast.error(t("common:error"), { description: errorMessage(t, error, t("common:unexpectedError")) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("deleteUserNamed", { name: label })}>
          <Trash2 className="text-red-600" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("deleteUserTitle")}</DialogTitle>
        <DialogDescription>{bidiText((v) => t("deleteUserDescription", v), { name: label })}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("common:cancel")}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={deleteUser.isPending}>
            {deleteUser.isPending ? t("deleting") : t("deleteUser")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
