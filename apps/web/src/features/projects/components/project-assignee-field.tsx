import type { UserSummary } from "@portal/shared/users-contracts";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/input";

/** The project card's "Assigned to" picker: the agency's staff, or Unassigned (decision 096). */
export function ProjectAssigneeField({
  id,
  staff,
  register,
}: {
  id: string;
  staff: UserSummary[];
  /** The form's registration of `assigneeId` ("" for nobody). */
  register: UseFormRegisterReturn;
}) {
  const { t } = useTranslation("projects");
  return (
    <FormField id={id} label={t("assignedTo")}>
      {(control) => (
        <NativeSelect {...control} {...register}>
          <option value="">{t("unassigned")}</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullName || person.email}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The name of the staff member a project is assigned to, as the card shows it. */
export const assigneeName = (staff: UserSummary[], assigneeId: string | null, none: string) => {
  const person = assigneeId ? staff.find((p) => p.id === assigneeId) : undefined;
  return person ? person.fullName || person.email : none;
};
