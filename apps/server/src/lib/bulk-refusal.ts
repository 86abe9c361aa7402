import type { BulkRefusal } from "@portal/shared/bulk-contracts";
import { AppError } from "./app-error.ts";

/**
 * The refusals of a bulk change, in the order the rows were chosen: an id the locked rows do not
 * hold (deleted meanwhile, or never there) is "not found", named by its id; every other row is
 * asked `refusalOf` (the rules it has when changed alone; none by default).
 */
export function refusalsOf<R extends { id: string }>(
  ids: readonly string[],
  locked: readonly R[],
  refusalOf: (row: R) => BulkRefusal | null = () => null,
): BulkRefusal[] {
  const byId = new Map(locked.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [{ id, label: id, reason: "not_found" as const }];
    return refusalOf(row) ?? [];
  });
}

/** Refuses the whole bulk change when any row refused it: nothing is written (the caller's transaction rolls back). */
export function refuseIfAny(refused: BulkRefusal[]): void {
  if (refused.length === 0) return;
  const list = refused.map((r) => `${r.label} (${r.reason})`).join(", ");
  throw new AppError("bulk_refused", `Nothing was changed: ${list}.`, { refused });
}
