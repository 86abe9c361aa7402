import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/**
 * "Assigned to me" on an admin list (decision 096): `value` is the list's `assigned` URL filter
 * ("me" or ""), so a reload, Back and a shared link keep the view.
 */
export function AssignedToMeSwitch({ value, onChange }: { value: string; onChange: (assigned: "me" | "") => void }) {
  const { t } = useTranslation("lists");
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={value === "me"} onCheckedChange={(mine) => onChange(mine ? "me" : "")} />
      <Label htmlFor={id}>{t("assignedToMe")}</Label>
    </div>
  );
}
