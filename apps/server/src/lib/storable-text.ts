import { AppError } from "./app-error.ts";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can keep this string as it is: text columns refuse NUL, and text that is not
 * well-formed UTF-16 (a lone surrogate) is either refused (JSON columns) or silently replaced.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** Where (`body.subject`, `query.search`) the first string, key or value, that is not storable sits. */
export function findUnstorableText(value: unknown, at: string): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : at;
  // An uploaded file: its name is kept; its bytes are the file's business.
  if (value instanceof File) return isStorableText(value.name) ? null : at;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${at}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return at;
      const found = findUnstorableText(item, `${at}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** The 400 every route gives for text with NUL characters or invalid Unicode. */
export function unstorableTextError(field: string): AppError {
  return new AppError("invalid_text", "The text contains characters that cannot be saved.", { field });
}

/** Refuses a multipart form whose field names, text values or file names are not storable. */
export function assertStorableForm(entries: Iterable<[string, unknown]>): void {
  for (const [name, value] of entries) {
    const found = isStorableText(name) ? findUnstorableText(value, `body.${name}`) : "body";
    if (found) throw unstorableTextError(found);
  }
}
