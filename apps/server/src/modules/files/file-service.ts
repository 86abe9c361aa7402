import { randomUUID } from "node:crypto";
import { type Capability, grantOf } from "@portal/shared/agency-roles";
import type { ClientRight } from "@portal/shared/company-contracts";
import type { FilePurpose } from "@portal/shared/constants";
import { eq, inArray } from "drizzle-orm";
import { checkAssigned } from "../../auth/assigned-scope.ts";
import { companiesOf } from "../../auth/company-scope.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Database } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { concurrencyLimit } from "../../lib/concurrency-limit.ts";
import type { FileStorage } from "../../providers/storage/file-storage.ts";
import { type FileKind, sniffContentType } from "./file-kinds.ts";
import { EXTENSIONS, safeFileName } from "./file-names.ts";
import { isImageType, reencodeImage } from "./reencode-image.ts";

export type StoredFile = typeof files.$inferSelect;

/**
 * Uploads are spooled to disk while they arrive; only this step holds a file's bytes (and a
 * decoded image) in memory, so it runs for one file at a time, however many uploads arrive
 * (`npm run bench:uploads`: four parallel 5 x 10 MB tickets stay under +50 MB, and finish sooner
 * than with two at a time on two cores).
 */
const inMemory = concurrencyLimit(1);

export interface FilesDeps {
  db: Database;
  storage: FileStorage;
}

/**
 * Checks an upload by its content and size, stores its bytes (images re-encoded, see
 * `reencodeImage`) under a safe name and records it in `files`. `ownerId` is the client the file
 * belongs to (who may read it besides admins); null for public files. Throws 400
 * `invalid_file_type` or `file_too_large`.
 */
export async function storeUpload(
  deps: FilesDeps,
  input: { ownerId: string | null; purpose: FilePurpose; file: File; kind: FileKind; maxBytes: number; fileName?: string },
): Promise<StoredFile> {
  const { file } = input;
  if (file.size > input.maxBytes) {
    throw new AppError("file_too_large", `${file.name} is larger than ${Math.round(input.maxBytes / 1024 / 1024)} MB.`);
  }
  const id = randomUUID();
  const { sizeBytes, contentType, storageKey } = await inMemory(async () => {
    const uploaded = new Uint8Array(await file.arrayBuffer());
    const contentType = await sniffContentType(uploaded, input.kind);
    if (!contentType) throw new AppError("invalid_file_type", `${file.name} is not an accepted file type.`);
    const bytes = isImageType(contentType) ? await reencodeImage(uploaded, contentType) : uploaded;
    const storageKey = `${input.purpose}/${input.ownerId ?? "public"}/${Date.now()}-${id}.${EXTENSIONS[contentType]}`;
    await deps.storage.put(storageKey, bytes, contentType);
    return { sizeBytes: bytes.byteLength, contentType, storageKey };
  });
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        id,
        ownerId: input.ownerId,
        purpose: input.purpose,
        storageKey,
        fileName: safeFileName(input.fileName ?? file.name, contentType),
        contentType,
        sizeBytes,
      })
      .returning();
    return row;
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
}

/** Stores several uploads; if any is refused, the ones already stored are removed again. */
export async function storeUploads(
  deps: FilesDeps,
  uploads: File[],
  input: { ownerId: string | null; purpose: FilePurpose; kind: FileKind; maxBytes: number },
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of uploads) stored.push(await storeUpload(deps, { ...input, file }));
    return stored;
  } catch (error) {
    await deleteStoredFiles(
      deps,
      stored.map((f) => f.id),
    );
    throw error;
  }
}

/** Removes files' rows and bytes (missing ones are ignored). */
export async function deleteStoredFiles(deps: FilesDeps, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await deps.db.delete(files).where(inArray(files.id, ids)).returning({ storageKey: files.storageKey });
  await Promise.all(rows.map((r) => deps.storage.delete(r.storageKey)));
}

export async function findFile(db: Database, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * What a private file's purpose needs of a staff member's role (decision 110); null: a public file
 * anyone may fetch. A new purpose does not compile until it says.
 */
const READ_WITH: Record<FilePurpose, Capability | null> = {
  revision_image: "revisions.read",
  pin_screenshot: "revisions.read",
  ticket_attachment: "tickets.read",
  invoice_file: "invoices.read",
  signoff_certificate: "projects.read",
  feature_image: null,
  agency_logo: null,
  agency_icon: null,
};

/**
 * Whether a staff member's role reads the file: its purpose's capability on every row, or only on
 * assigned projects (a designer) and the file's client's project is assigned to them.
 */
async function staffMayRead(db: Database, file: StoredFile, user: SessionUser): Promise<boolean> {
  const capability = READ_WITH[file.purpose as FilePurpose];
  const grant = capability ? grantOf(user.agencyRole, capability) : null;
  if (grant === "assigned") return file.ownerId !== null && checkAssigned(db, "client", file.ownerId, user.id);
  return grant === "all";
}

/** The company right (decision 106) a colleague needs to open a private file of their company. */
const RIGHT_OF_PURPOSE: Partial<Record<FilePurpose, ClientRight>> = {
  revision_image: "revisions",
  pin_screenshot: "revisions",
  ticket_attachment: "support",
  invoice_file: "billing",
  signoff_certificate: "project",
};

/**
 * A stored file and its bytes for `user` (null when signed out): public images for anyone, private
 * files for their owner, the colleagues of the session's company whose rights cover the file, and
 * staff whose role reads them (403 `forbidden_for_role` otherwise). Someone else's file answers
 * exactly like a missing one.
 */
export async function readFileFor(deps: FilesDeps, id: string, user: SessionUser | null, sessionId: string | null = null) {
  const file = await findFile(deps.db, id);
  const isPublic = Boolean(file && READ_WITH[file.purpose as FilePurpose] === null);
  if (!isPublic && !user) throw new AppError("unauthorized", "You must be signed in.");
  const allowed =
    file &&
    (isPublic ||
      user?.role === "admin" ||
      (file.ownerId !== null && file.ownerId === user?.id) ||
      (user && file.ownerId !== null && (await companyMayOpen(deps.db, user, sessionId, file))));
  if (!file || !allowed) throw new AppError("not_found", "File not found.");
  if (!isPublic && user?.role === "admin" && !(await staffMayRead(deps.db, file, user))) {
    throw new AppError("forbidden_for_role", "Your role in the agency does not include this file.");
  }
  const object = await deps.storage.get(file.storageKey);
  if (!object) throw new AppError("not_found", "File not found.");
  return { file, body: object.body, isPublic };
}

async function companyMayOpen(db: Database, user: SessionUser, sessionId: string | null, file: StoredFile): Promise<boolean> {
  const right = RIGHT_OF_PURPOSE[file.purpose as FilePurpose];
  if (!right) return false;
  const { active } = await companiesOf(db, user, sessionId);
  return active.accountId === file.ownerId && active.rights[right];
}

/** The authorised URL of a stored file. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}
