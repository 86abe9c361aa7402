import type { Milestone } from "@portal/shared/milestone-contracts";
import { milestoneTitleIn } from "@portal/shared/milestone-titles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useRequestMilestoneChanges } from "../api/signoff-mutations";

/**
 * The milestone a revision request answers (when opened from its Request changes): once the
 * request is sent it is tied to the milestone, and the client is told it was, or that it failed.
 */
export function useMilestoneChanges() {
  const { t, i18n } = useTranslation("milestones");
  const tie = useRequestMilestoneChanges();
  const [answering, setAnswering] = useState<Milestone | null>(null);
  const sent = (revisionId: string) => {
    if (answering) {
      const milestone = milestoneTitleIn(i18n.language, answering.title);
      tie.mutate(
        { id: answering.id, revisionId },
        {
          onSuccess: () => toast.success(t("changesTied", { milestone })),
          onError: (error) => toast.error(t("failed"), { description: errorMessage(t, error) }),
        },
      );
    }
    setAnswering(null);
  };
  return { answer: setAnswering, sent };
}
