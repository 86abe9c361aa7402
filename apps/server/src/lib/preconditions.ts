import type { AuditTarget } from "@portal/shared/audit-contracts";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { type AnyColumn, and, desc, eq, getTableColumns, gte, isNull, notLike, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { z } from "zod";
import type { Database, Transaction } from "../db/client.ts";
import { auditEntries, profiles } from "../db/schema/index.ts";
import { AppError } from "./app-error.ts";
import { idempotencyHeaders } from "./idempotency.ts";
import { errorBody } from "./openapi.ts";

/**
 * HTTP conditional requests for records admins change (decision 075). A record's version is its
 * `updated_at` in microseconds; its ETag is that number, quoted (strong). Single-record reads send
 * it in `ETag`; a change sent with `If-Match` is checked against the row it locked (`FOR UPDATE`,
 * in the change's transaction), so of two saves made from the same version exactly one passes and
 * the other gets 412 `edit_conflict` naming who changed the record and when. A change without
 * `If-Match` is not checked (API users).
 */

/** The row's version, selected next to it: `updated_at` in microseconds since the epoch, as text. */
export const versionOf = (updatedAt: AnyColumn): SQL<string> =>
  sql<string>`((extract(epoch from ${updatedAt}) * 1000000)::bigint)::text`;

/**
 * The version of a record that has no row yet (a setting never saved, a comment never given a
 * status): its ETag is `"0"`. A guarded change first adds the row at this version (`MISSING_ROW_TIME`)
 * so that it has a row to lock.
 */
export const MISSING_VERSION = "0";
export const MISSING_ROW_TIME = new Date(0);

/** What a guarded change sets `updated_at` to: now, and always later than the version it replaces. */
export const nextVersion = (updatedAt: AnyColumn): SQL<Date> =>
  sql<Date>`greatest(clock_timestamp(), ${updatedAt} + interval '1 microsecond')`;

/** The ETag of a version (strong). */
export const etagOf = (version: string) => `"${version}"`;

/** True when `If-Match` names the current ETag (or `*`); weak tags never match (strong comparison). */
function ifMatchPasses(ifMatch: string, version: string): boolean {
  const tags = ifMatch.split(",").map((tag) => tag.trim());
  return tags.includes("*") || tags.includes(etagOf(version));
}

/** A change's precondition: the `If-Match` it came with and the trail entries that describe the record. */
export interface Precondition {
  ifMatch: string | undefined;
  target: AuditTarget;
  /** Null for a record that is one of a kind (the store switch, the agency settings). */
  targetId: string | null;
}

/** The precondition of a request (none when it has no `If-Match`). */
export function preconditionOf(c: Context, target: AuditTarget, targetId: string | null = null): Precondition {
  return { ifMatch: c.req.header("if-match") ?? undefined, target, targetId };
}

/**
 * The precondition of a change that must name the version it was made from (decision 120): without
 * `If-Match` it is refused with 428 `precondition_required` and nothing changes.
 */
export function requiredPreconditionOf(c: Context, target: AuditTarget, targetId: string | null = null): Precondition {
  const precondition = preconditionOf(c, target, targetId);
  if (!precondition.ifMatch) {
    throw new AppError("precondition_required", "Send If-Match with the ETag of the version this change was made from.");
  }
  return precondition;
}

/** Answers the record's ETag with a read or a change. */
export function sendEtag(c: Context, version: string): void {
  c.header("ETag", etagOf(version));
}

/**
 * Refuses the change (412 `edit_conflict`) when `If-Match` does not name the locked row's current
 * version. Call it in the change's transaction, after `SELECT ... FOR UPDATE` of the row.
 */
export async function checkPrecondition(
  tx: Transaction | Database,
  precondition: Precondition | undefined,
  current: { version: string; updatedAt: Date | null },
): Promise<void> {
  if (!precondition?.ifMatch || ifMatchPasses(precondition.ifMatch, current.version)) return;
  const details = await conflictDetails(tx, precondition, current);
  throw new AppError("edit_conflict", "The record changed since the version this change was made from.", details);
}

/** The time of the version an `If-Match` names, when it names one of ours. */
function versionTime(ifMatch: string): Date | null {
  const match = /^"(\d{1,18})"$/.exec(ifMatch.trim());
  return match ? new Date(Number(match[1]) / 1000) : null;
}

/**
 * Audit entries are stamped at their transaction's start: a change that waited for the row lock
 * of the version the person has is stamped a little before that version.
 */
const TRAIL_SLACK_MS = 1_000;

async function conflictDetails(
  tx: Transaction | Database,
  { ifMatch, target, targetId }: Precondition,
  current: { version: string; updatedAt: Date | null },
): Promise<EditConflictDetails> {
  const since = versionTime(ifMatch ?? "");
  // Creating a record is no change made to it since.
  const about = and(
    eq(auditEntries.target, target),
    targetId === null ? isNull(auditEntries.targetId) : eq(auditEntries.targetId, targetId),
    notLike(auditEntries.kind, "%\\_created"),
  );
  const columns = {
    actorId: auditEntries.actorId,
    actorLabel: auditEntries.actorLabel,
    createdAt: auditEntries.createdAt,
    after: auditEntries.after,
  };
  const entries = await tx
    .select(columns)
    .from(auditEntries)
    .where(since ? and(about, gte(auditEntries.createdAt, new Date(since.getTime() - TRAIL_SLACK_MS))) : about)
    .orderBy(desc(auditEntries.createdAt))
    .limit(10);
  const changes = new Map<string, unknown>();
  for (const entry of entries) {
    for (const [field, value] of Object.entries(entry.after ?? {})) if (!changes.has(field)) changes.set(field, value);
  }
  const newest = entries[0];
  return {
    etag: etagOf(current.version),
    changedAt: (current.updatedAt ?? newest?.createdAt ?? new Date()).toISOString(),
    changedBy: newest ? await nameOf(tx, newest.actorId, newest.actorLabel) : null,
    changes: [...changes].map(([field, value]) => ({ field, value })),
  };
}

/** A person as the notice names them: their name now, else their e-mail, else the trail's label. */
async function nameOf(tx: Transaction | Database, id: string | null, label: string | null): Promise<string | null> {
  if (id) {
    const [person] = await tx
      .select({ fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, id))
      .limit(1);
    if (person) return person.fullName || person.email;
  }
  return label;
}

/** The OpenAPI header of a guarded change (with the idempotency key every change takes). */
export const conditionalHeaders = idempotencyHeaders.extend({
  "if-match": z
    .string()
    .optional()
    .describe(
      "The ETag of the version the change was made from (as a single-record read answered it). When it is no longer current the change is refused with 412 `edit_conflict`. Without it the change is made unconditionally.",
    ),
});

/** The OpenAPI header of a change that must name its version (`requiredPreconditionOf`). */
export const requiredConditionalHeaders = idempotencyHeaders.extend({
  "if-match": z
    .string()
    .optional()
    .describe(
      "Required: the ETag of the version the change was made from. Without it the change is refused with 428 `precondition_required`; when it is no longer current, with 412 `edit_conflict`.",
    ),
});

const conflictBody = errorBody.extend({
  error: errorBody.shape.error.extend({
    details: z.object({
      etag: z.string().describe("The record's current ETag"),
      changedAt: z.string().describe("When the record last changed (ISO 8601)"),
      changedBy: z.string().nullable().describe("Who changed it, when the audit trail says"),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
    }),
  }),
});

/** The 412 answer of a guarded change. */
export const preconditionResponses = {
  412: {
    description:
      "`edit_conflict`: the record changed since the ETag sent in `If-Match`; nothing was changed. The details name who changed it, when, and what.",
    content: { "application/json": { schema: conflictBody } },
  },
} as const;

/** The 412 and 428 answers of a change that must name its version (`requiredPreconditionOf`). */
export const requiredPreconditionResponses = {
  ...preconditionResponses,
  428: {
    description: "`precondition_required`: the change came without `If-Match`; nothing was changed.",
    content: { "application/json": { schema: errorBody } },
  },
} as const;

/** The `ETag` header of a single-record read or a guarded change's answer. */
export const etagHeader = {
  ETag: { description: "The record's version (strong); send it back in `If-Match` with a change", schema: { type: "string" } },
} as const;

/** A table's columns and its version, to select (or return) a row with the version it is at. */
export function withVersion<T extends PgTable & { updatedAt: AnyPgColumn }>(table: T) {
  return { ...getTableColumns(table), version: versionOf(table.updatedAt) };
}

/**
 * The version of one row (null when there is none). Read it before the representation a screen
 * is given: a change in between then makes the ETag older than what is shown, so a save made from
 * it is refused rather than undoing a change nobody saw.
 */
export async function currentVersion(
  db: Database | Transaction,
  table: PgTable & { updatedAt: AnyPgColumn },
  where: SQL | undefined,
): Promise<string | null> {
  const [row] = await db
    .select({ version: versionOf(table.updatedAt) })
    .from(table)
    .where(where)
    .limit(1);
  return row?.version ?? null;
}
