import type { AuditEntry, AuditKind, AuditListQuery, AuditListResponse } from "@portal/shared/audit-contracts";
import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { countBoundFor, countUpTo } from "../../db/bounded-count.ts";
import type { Database } from "../../db/client.ts";
import { containsPattern } from "../../db/client-queries.ts";
import { auditEntries } from "../../db/schema/index.ts";

function filtersOf(query: AuditListQuery): SQL | undefined {
  const pattern = query.person ? containsPattern(query.person) : null;
  return and(
    query.userId ? or(eq(auditEntries.actorId, query.userId), eq(auditEntries.personId, query.userId)) : undefined,
    pattern ? or(ilike(auditEntries.actorLabel, pattern), ilike(auditEntries.personLabel, pattern)) : undefined,
    query.kind ? eq(auditEntries.kind, query.kind) : undefined,
    query.since ? gte(auditEntries.createdAt, new Date(query.since)) : undefined,
    query.until ? lt(auditEntries.createdAt, new Date(query.until)) : undefined,
  );
}

/**
 * One page of the trail, newest first, with the number matching the filters (counted up to a
 * bound past the page, decision 042: the trail only grows) and the number in all.
 */
export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<AuditListResponse> {
  const where = filtersOf(query);
  // "n of m" on the user page counts that person's entries, not everyone's.
  const scope = query.userId ? filtersOf({ userId: query.userId, page: 1, pageSize: 1 }) : undefined;
  const narrowed = Boolean(query.person || query.kind || query.since || query.until);
  const { limit, offset } = pageWindow(query);
  const [rows, all, matching] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(limit)
      .offset(offset),
    countUpTo(db, auditEntries, scope, null),
    narrowed ? countUpTo(db, auditEntries, where, countBoundFor(query)) : undefined,
  ]);
  const total = matching ?? all;
  return {
    entries: rows.map(toEntry),
    ...pageInfoOf(query, total.n, all.n),
    ...(total.atLeast ? { totalIsAtLeast: true } : {}),
  };
}

function toEntry(row: typeof auditEntries.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.kind as AuditKind,
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    target: row.target as AuditEntry["target"],
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    personId: row.personId,
    personLabel: row.personLabel,
    before: row.before,
    after: row.after,
  };
}
