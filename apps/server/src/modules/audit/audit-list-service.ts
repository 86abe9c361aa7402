import type { AuditEntry, AuditKind, AuditListQuery, AuditListResponse } from "@portal/shared/audit-contracts";
import { pageInfoOf, pageWindow } from "@portal/shared/pagination";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
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

/** One page of the trail, newest first, with the number matching the filters and the number in all. */
export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<AuditListResponse> {
  const where = filtersOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [matching], [all]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditEntries).where(where),
    // "n of m" on the user page counts that person's entries, not everyone's.
    db
      .select({ n: count() })
      .from(auditEntries)
      .where(query.userId ? filtersOf({ userId: query.userId, page: 1, pageSize: 1 }) : undefined),
  ]);
  return {
    entries: rows.map(toEntry),
    ...pageInfoOf(query, matching?.n ?? 0, all?.n ?? 0),
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
