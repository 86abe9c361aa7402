import type { TeamMember } from "@portal/shared/company-contracts";
import { useTranslation } from "react-i18next";
import type { TeamScope } from "../api/team";
import { TeamMemberCard } from "./team-member-card";

/** The people of a company as cards, the owner first: the owner's Team page and the admin's client page. */
export function TeamMemberList({ members, scope }: { members: TeamMember[]; scope?: TeamScope }) {
  const { t } = useTranslation("companies");
  return (
    <ul className="flex flex-col gap-3" aria-label={t("members")}>
      {members.map((member) => (
        <li key={member.personId}>
          <TeamMemberCard member={member} scope={scope} />
        </li>
      ))}
    </ul>
  );
}
