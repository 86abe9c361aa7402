export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/** Where file bytes live; the `files` table says who may read them. */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}
