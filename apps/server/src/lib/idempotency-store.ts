import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gte, lt, lte } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";

/** How long a key is remembered: a repeat within a day gets the first answer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One use of a key: who sent it, for which request. */
export interface KeyedRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

export interface StoredResponse {
  status: number;
  body: string | null;
}

export type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; response: StoredResponse }
  | { kind: "mismatch" }
  | { kind: "in_progress" };

export interface ClaimTiming {
  /** How long a repeat waits for the first request to finish before answering "in progress". */
  waitMs: number;
  pollMs: number;
  /** A request still unfinished after this long is taken to have died with its process. */
  staleMs: number;
}

type Row = typeof idempotencyKeys.$inferSelect;

const sameRequest = (row: Row, request: KeyedRequest) =>
  row.method === request.method && row.path === request.path && row.requestHash === request.requestHash;

const thisKey = (request: Pick<KeyedRequest, "userId" | "key">) =>
  and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));

/**
 * Claims the key for this request, or says what to do instead: replay the first answer, refuse
 * a different request under the same key, or (after waiting up to `waitMs` for the first request
 * to finish) report that it is still running. The primary key makes one of two simultaneous
 * claims win; the other waits.
 */
export async function claimKey(db: Database, request: KeyedRequest, timing: ClaimTiming): Promise<Claim> {
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const inserted = await db
      .insert(idempotencyKeys)
      // Stamped here in whole milliseconds, so ages read back compare exactly.
      .values({ ...request, createdAt: new Date() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: "claimed" };

    const [row] = await db.select().from(idempotencyKeys).where(thisKey(request)).limit(1);
    if (!row) continue;
    const age = Date.now() - row.createdAt.getTime();
    const unfinished = row.responseStatus === null;
    if (age >= IDEMPOTENCY_WINDOW_MS || (unfinished && age >= timing.staleMs)) {
      // Forgotten, or abandoned by a process that died: this request may run again.
      const cutoff = Date.now() - (unfinished ? Math.min(timing.staleMs, IDEMPOTENCY_WINDOW_MS) : IDEMPOTENCY_WINDOW_MS);
      await db.delete(idempotencyKeys).where(and(thisKey(request), lte(idempotencyKeys.createdAt, new Date(cutoff))));
      continue;
    }
    if (!sameRequest(row, request)) return { kind: "mismatch" };
    if (!unfinished) return { kind: "replay", response: { status: row.responseStatus ?? 200, body: row.responseBody } };
    if (Date.now() >= deadline) return { kind: "in_progress" };
    await sleep(timing.pollMs);
  }
}

/** Records the finished request's answer, to be replayed for repeats. */
export async function saveResponse(db: Database, request: KeyedRequest, response: StoredResponse): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: response.status, responseBody: response.body }).where(thisKey(request));
}

/** Forgets the claim (the request failed without an answer worth keeping), so a retry runs again. */
export async function releaseKey(db: Database, request: KeyedRequest): Promise<void> {
  await db.delete(idempotencyKeys).where(thisKey(request));
}

/** Deletes keys older than the window; returns how many. */
export async function purgeExpiredKeys(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/**
 * A request made before anyone could be signed in (the first-run set-up, decision 085): its key
 * is stored with the person the request created, in the request's own transaction, and a repeat
 * is matched by key, method and path alone. Answers the stored answer, "mismatch" for another
 * request under the key, or null when the key was not used in the window.
 */
export async function findAnonymousAnswer(
  db: Database | Transaction,
  request: Omit<KeyedRequest, "userId">,
): Promise<StoredResponse | "mismatch" | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.method, request.method),
        eq(idempotencyKeys.path, request.path),
        gte(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (!row || row.responseStatus === null) return null;
  if (row.requestHash !== request.requestHash) return "mismatch";
  return { status: row.responseStatus, body: row.responseBody };
}

/** Stores the answer of such a request, under the person it created, inside its transaction. */
export async function recordAnonymousAnswer(tx: Transaction, request: KeyedRequest, response: StoredResponse): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ ...request, responseStatus: response.status, responseBody: response.body, createdAt: new Date() });
}
