/**
 * The images chosen for a draft (decision 076), kept in this browser's IndexedDB per screen so a
 * sign-in in the middle of work does not lose them. Bounded: a draft whose images are larger than
 * `DRAFT_FILES_MAX_BYTES` in all is not kept (the text still is). Where IndexedDB is missing or
 * refuses (private modes, tests), nothing is kept and nothing fails.
 */
const DRAFT_FILES_MAX_BYTES = 30 * 1024 * 1024;
const DB_NAME = "portal-drafts";
const STORE = "files";

let db: Promise<IDBDatabase | null> | null = null;

/** One connection for the tab, so writes reach the store in the order they were asked for. */
function openDb(): Promise<IDBDatabase | null> {
  if (!db) {
    db = new Promise((resolve) => {
      try {
        if (typeof indexedDB === "undefined") return resolve(null);
        const request = indexedDB.open(DB_NAME, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
  }
  return db;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const database = await openDb();
  if (!database) return null;
  return new Promise((resolve) => {
    try {
      const request = work(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Keeps `files` as the draft's images (none, or too large in all: the kept ones are dropped). */
export async function saveDraftFiles(key: string, files: readonly File[]): Promise<void> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (files.length === 0 || total > DRAFT_FILES_MAX_BYTES) {
    await clearDraftFiles(key);
    return;
  }
  await run("readwrite", (store) => store.put([...files], key));
}

/** The draft's kept images, or none. */
export async function loadDraftFiles(key: string): Promise<File[]> {
  const kept = await run<unknown>("readonly", (store) => store.get(key));
  return Array.isArray(kept) ? kept.filter((item): item is File => item instanceof Blob && "name" in item) : [];
}

/** Forgets the draft's images (after it was sent, or given up). */
export async function clearDraftFiles(key: string): Promise<void> {
  await run("readwrite", (store) => store.delete(key));
}
