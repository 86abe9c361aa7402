import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { useStoreSettings } from "../api/get-store-settings";
import { useUpdateStoreSettings } from "../api/update-store-settings";

/** The admin setting that opens the store to clients or shows them Coming Soon. */
export function StoreOpenSwitch() {
  const { t } = useTranslation("store");
  const id = useId();
  const settings = useStoreSettings();
  const update = useUpdateStoreSettings();
  const open = update.isPending ? (update.variables?.storeOpen ?? false) : (settings.data?.storeOpen ?? false);
  const change = (storeOpen: boolean) =>
    update.mutate(
      { storeOpen },
      {
        onSuccess: (saved) => toast.success(saved.storeOpen ? t("admin.storeOpened") : t("admin.storeClosed")),
        onError: () => toast.error(t("common:error"), { description: t("admin.storeSettingFailed") }),
      },
    );
  return (
    <Card className="flex items-center justify-between gap-4 p-4">
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={`${id}-open`}>{t("admin.storeOpen")}</Label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {open ? t("admin.storeOpenOn") : t("admin.storeOpenOff")}
        </p>
      </div>
      <Switch
        id={`${id}-open`}
        checked={open}
        onCheckedChange={change}
        disabled={settings.isLoading || update.isPending}
        aria-describedby={`${id}-hint`}
      />
    </Card>
  );
}
