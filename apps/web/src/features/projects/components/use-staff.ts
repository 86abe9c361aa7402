import { USER_SORT } from "@portal/shared/users-contracts";
import { useCan } from "@/features/auth";
import { useUsers } from "@/features/users";

/**
 * The agency's staff a project can be assigned to (the users list with role=admin), read only by
 * a role that may both change projects and read people (decision 096); undefined for the others.
 */
export function useStaff() {
  const allowed = useCan();
  const enabled = allowed("projects.write") && allowed("users.read");
  const { data } = useUsers("admin", "", 1, USER_SORT.fallback, undefined, enabled);
  return enabled ? data?.users : undefined;
}
