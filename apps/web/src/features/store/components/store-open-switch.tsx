import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { editConflictOf } from "@/lib/edit-conflict";
import { toast } from "@/lib/toast";
import { useStoreSettings } from "../api/get-store-settings";
import { storeKeys } from "../api/query-keys";
import { useUpdateStoreSettings } from "../api/update-store-settings";

/**
 * The admin setting that opens the store to clients or shows them Coming Soon. It is switched from
 * the state the screen read: when another admin switched it since, the switch shows the current
 * state and the notice says who, with Reload and Re-apply (this choice over it). Decision 102.
 */
export function StoreOpenSwitch() {
  const { t } = useTranslation("store");
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useStoreSettings();
  const update = useUpdateStoreSettings();
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: boolean } | null>(null);
  const open = update.isPending ? (update.variables?.storeOpen ?? false) : (settings.data?.storeOpen ?? false);
  const change = (storeOpen: boolean, ifMatch?: string) =>
    update.mutate(
      { storeOpen, ifMatch },
      {
        onSuccess: (saved) => {
          setConflict(null);
          toast.success(saved.storeOpen ? t("admin.storeOpened") : t("admin.storeClosed"));
        },
        onError: (error) => {
          const details = editConflictOf(error);
          if (details) setConflict({ details, mine: storeOpen });
          else toast.error(t("common:error"), { description: t("admin.storeSettingFailed") });
        },
      },
    );
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={`${id}-open`}>{t("admin.storeOpen")}</Label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {open ? t("admin.storeOpenOn") : t("admin.storeOpenOff")}
          </p>
        </div>
        <Switch
          id={`${id}-open`}
          checked={open}
          onCheckedChange={(storeOpen) => change(storeOpen)}
          disabled={settings.isLoading || update.isPending}
          aria-describedby={`${id}-hint`}
        />
      </div>
      {conflict && (
        <EditConflictNotice
          conflict={conflict.details}
          describe={(field, value) =>
            field === "storeOpen"
              ? { label: t("admin.storeField"), value: value ? t("admin.storeIsOpen") : t("admin.storeIsClosed") }
              : null
          }
          busy={update.isPending}
          onReload={() => {
            setConflict(null);
            void queryClient.invalidateQueries({ queryKey: storeKeys.settings() });
          }}
          onReapply={() => change(conflict.mine, conflict.details.etag)}
        />
      )}
    </Card>
  );
}
