/** The extension a stored file is served with, by its sniffed content type. */
export const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

const MAX_NAME_LENGTH = 120;

/**
 * The name a file is stored and downloaded under: the uploader's name without path parts, control
 * or quoting characters, and always ending in the extension of its real (sniffed) type, so an
 * `x.html` that is a PNG downloads as `x.png` and never as `.html`.
 */
export function safeFileName(name: string, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? "bin";
  const base = (name.split(/[\\/]/).at(-1) ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>:|?*;%]/g, "_")
    .replace(/\.[^.]*$/, "")
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, MAX_NAME_LENGTH);
  return `${base || "file"}.${extension}`;
}

/** A Content-Disposition value with an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
