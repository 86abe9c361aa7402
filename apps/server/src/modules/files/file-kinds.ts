/** What an upload may be, judged by its bytes, never by its name or declared type. */
export const FILE_KINDS = {
  image: ["image/png", "image/jpeg", "image/gif", "image/webp"],
  invoice: ["application/pdf", "image/png", "image/jpeg"],
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** The real content type of `bytes` when it is one of `kind`'s types, else null. */
export async function sniffContentType(bytes: Uint8Array, kind: FileKind): Promise<string | null> {
  // Loaded with the first upload, not at start (decision 125).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  return (FILE_KINDS[kind] as readonly string[]).includes(detected.mime) ? detected.mime : null;
}
