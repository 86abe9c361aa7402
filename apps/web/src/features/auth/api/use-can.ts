import { type Capability, can } from "@portal/shared/agency-roles";
import { useMe } from "./get-me";

/** Whether the signed-in person's agency role may use a capability (decision 096); false for clients. */
export function useCan(): (capability: Capability) => boolean {
  const { data: me } = useMe();
  return (capability) => can(me?.agencyRole, capability);
}
