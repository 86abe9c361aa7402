import type { TicketAssignee } from "@portal/shared/support-contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useAssignTicket } from "../api/assign-ticket";
import { useAssignees } from "../api/get-assignees";

const NOBODY = "";

/** Assign the ticket to an admin or to nobody; Assign is disabled while the choice equals the current one. */
export function TicketAssigneePicker({ ticketId, current }: { ticketId: string; current: TicketAssignee | null }) {
  const { t } = useTranslation("support");
  const assignees = useAssignees();
  const assign = useAssignTicket();
  const currentId = current?.id ?? NOBODY;
  const [chosen, setChosen] = useState(currentId);
  const [prevCurrent, setPrevCurrent] = useState(currentId);
  if (prevCurrent !== currentId) {
    setPrevCurrent(currentId);
    setChosen(currentId);
  }
  // An assignee no longer in the list (their role changed) still shows as the current choice.
  const options = assignees.data ?? [];
  const listed = current && !options.some((a) => a.id === current.id) ? [current, ...options] : options;

  async function save() {
    try {
      await assign.mutateAsync({ ticketId, assigneeId: chosen || null });
      toast.success(chosen ? t("desk.assigned") : t("desk.unassigned"));
    } catch (error) {
      toast.error(t("desk.assignFailed"), { description: errorMessage(t, error, "") || undefined });
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="ticket-assignee-select">{t("desk.assigneeLabel")}</Label>
        <NativeSelect
          id="ticket-assignee-select"
          value={chosen}
          disabled={assignees.isPending}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value={NOBODY}>{t("desk.nobody")}</option>
          {listed.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button onClick={save} disabled={chosen === currentId || assign.isPending}>
        {assign.isPending ? t("desk.assigning") : t("desk.assign")}
      </Button>
    </div>
  );
}
