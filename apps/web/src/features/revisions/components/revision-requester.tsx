import type { Revision } from "@portal/shared/revision-contracts";
import { useTranslation } from "react-i18next";

/**
 * "Requested by Noa" on a colleague's revision request (decision 128). One's own requests carry
 * no name, so a company of one person sees what it always saw.
 */
export function RevisionRequester({ revision }: { revision: Pick<Revision, "mine" | "authorName"> }) {
  const { t } = useTranslation("revisions");
  if (revision.mine || !revision.authorName) return null;
  return (
    <span dir="auto" data-testid="revision-requester">
      {t("requestedByName", { name: revision.authorName })}
    </span>
  );
}
