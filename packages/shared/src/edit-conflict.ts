import { z } from "zod";

/**
 * What a 412 `edit_conflict` tells (decision 075): the record's current ETag, who changed it last
 * and when, and the fields that changed since the version the request was made from, with their
 * values now. Field names are the API's (`status`, `amountCents`, ...); the screens translate them.
 */
export const editConflictDetails = z.object({
  etag: z.string(),
  changedAt: z.string(),
  /** The person's name (or e-mail); null when the trail does not say (a change by the system). */
  changedBy: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
});
export type EditConflictDetails = z.infer<typeof editConflictDetails>;
