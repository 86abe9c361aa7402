/** What a file's first bytes say it is, whatever its name or the type the browser guessed from it. */
export type SniffedType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf";

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

export function signatureOf(bytes: Uint8Array): SniffedType | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\x1a\n")) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "image/gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  if (ascii(bytes, 0, "%PDF-")) return "application/pdf";
  return null;
}

/** Reads the first bytes of a chosen file (the server checks them again on upload). */
export async function sniffFile(file: File): Promise<SniffedType | null> {
  return signatureOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/** The first of `files` whose contents are not one of `accepted`, if any. */
export async function firstMismatch(files: File[], accepted: readonly SniffedType[]): Promise<File | undefined> {
  for (const file of files) {
    const type = await sniffFile(file);
    if (!type || !accepted.includes(type)) return file;
  }
  return undefined;
}

export const IMAGE_TYPES: readonly SniffedType[] = ["image/png", "image/jpeg", "image/gif", "image/webp"];
