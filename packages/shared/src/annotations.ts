import { z } from "zod";
import { VIEW_MODES, type ViewMode } from "./constants.ts";

export const ANNOTATION_COMMENT_MAX = 1000;
export const MAX_ANNOTATIONS = 100;
/** The longest element selector and demo page path a pin may carry. */
export const PIN_SELECTOR_MAX = 500;
export const PIN_PAGE_MAX = 500;
const BROWSER_MAX = 100;

/** What the bridge remembers of a pin's element to find it again by the best match (decision 082; bridge-protocol.ts). */
const pinFingerprintSchema = z.object({
  tag: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
  text: z.string().min(1).max(80).optional(),
  attrs: z
    .record(z.string().regex(/^[a-z][a-z0-9_.:-]{0,60}$/), z.string().min(1).max(200))
    .refine((attrs) => Object.keys(attrs).length <= 12)
    .optional(),
  classes: z.array(z.string().min(1).max(60)).max(8).optional(),
  index: z.number().int().min(1).max(10_000).optional(),
  of: z.number().int().min(1).max(10_000).optional(),
  within: z.string().min(1).max(PIN_SELECTOR_MAX).optional(),
  fixed: z.boolean().optional(),
});

/**
 * The element a pin was placed on (see decisions 048 and 082): a selector, the click's offset
 * inside it in %, and from a version 3 bridge the element's fingerprint.
 */
export const pinAnchorSchema = z.object({
  selector: z.string().min(1).max(PIN_SELECTOR_MAX),
  offsetX: z.number().finite().min(0).max(100),
  offsetY: z.number().finite().min(0).max(100),
  fingerprint: pinFingerprintSchema.optional(),
});
export type PinAnchor = z.infer<typeof pinAnchorSchema>;

/**
 * What the bridge knew when the pin was placed; every field is optional so that pins from the
 * overlay, from older bridges and from older portals stay valid. `page` is the demo page's path;
 * `screenshotId` is a private image uploaded with `POST /api/revisions/pin-screenshots`.
 */
const pinContextFields = {
  page: z.string().max(PIN_PAGE_MAX).startsWith("/").nullable().optional(),
  anchor: pinAnchorSchema.nullable().optional(),
  viewportHeight: z.number().finite().positive().nullable().optional(),
  scrollX: z.number().finite().min(0).nullable().optional(),
  scrollY: z.number().finite().min(0).nullable().optional(),
  browser: z.string().max(BROWSER_MAX).nullable().optional(),
  screenshotId: z.uuid().nullable().optional(),
};

/**
 * A comment pinned on the demo. `x`/`y` are document pixels of the demo page; `viewportWidth`
 * and `documentHeight` are that page's size when the pin was placed, so the pin can be shown as
 * a percentage and re-placed at any frame size (null for pins stored without them).
 */
export const annotationSchema = z.object({
  id: z.string().min(1).max(100),
  x: z.number().finite().min(0),
  y: z.number().finite().min(0),
  comment: z.string().trim().min(1).max(ANNOTATION_COMMENT_MAX),
  mode: z.enum(VIEW_MODES),
  timestamp: z.string(),
  viewportWidth: z.number().finite().positive().nullable(),
  documentHeight: z.number().finite().positive().nullable(),
  ...pinContextFields,
});
export type Annotation = z.infer<typeof annotationSchema>;

export type AnnotationError =
  | "invalid_annotations"
  | "blank_comment"
  | "invalid_mode"
  | "invalid_position"
  | "too_many_annotations";

export type NormalisedAnnotations =
  | { ok: true; annotations: Annotation[] }
  | { ok: false; error: AnnotationError; index?: number };

// The runtime has Web Crypto (browsers, Node 20); this package's types include neither.
const randomId = () => (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The list inside any accepted shape: an array, a JSON string, `{ annotations: [...] }` or one comment. */
function listOf(input: unknown, depth = 0): unknown[] | null {
  if (input === null || input === undefined) return [];
  if (typeof input === "string") {
    if (input.trim() === "") return [];
    if (depth > 1) return null;
    try {
      return listOf(JSON.parse(input), depth + 1);
    } catch {
      return null;
    }
  }
  if (Array.isArray(input)) return input;
  if (isRecord(input)) {
    if ("annotations" in input) return depth > 1 ? null : listOf(input.annotations, depth + 1);
    return [input];
  }
  return null;
}

/**
 * The comment's own id (a string or a number), or a random one when it has none or repeats an
 * earlier comment's: a comment's status and replies are kept under its id within the revision.
 */
function uniqueId(value: unknown, earlier: readonly Annotation[]): string {
  const given = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return given && !earlier.some((a) => a.id === given) ? given : randomId();
}

/** A number, or a numeric string; undefined and null take the default. */
function numberOr(value: unknown, fallback: number | null): number | null | undefined {
  if (value === undefined || value === null || value === "") return fallback;
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
}

const PIN_CONTEXT_KEYS = Object.keys(pinContextFields) as (keyof typeof pinContextFields)[];

/** The pin context fields the item carries (absent ones stay absent; the schema checks them). */
function pinContext(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(PIN_CONTEXT_KEYS.filter((key) => item[key] !== undefined).map((key) => [key, item[key]]));
}

/**
 * Accepts annotations in every shape of the spec (section 3), fills the defaults (random id,
 * x and y 0, timestamp now, mode desktop) and validates them (comment text non-blank, mode
 * desktop or mobile, numeric positions). The result is always a list.
 */
export function normaliseAnnotations(input: unknown, now: Date = new Date()): NormalisedAnnotations {
  const list = listOf(input);
  if (!list) return { ok: false, error: "invalid_annotations" };
  if (list.length > MAX_ANNOTATIONS) return { ok: false, error: "too_many_annotations" };
  const annotations: Annotation[] = [];
  for (const [index, item] of list.entries()) {
    if (!isRecord(item)) return { ok: false, error: "invalid_annotations", index };
    const mode = item.mode ?? "desktop";
    if (!(VIEW_MODES as readonly unknown[]).includes(mode)) return { ok: false, error: "invalid_mode", index };
    const x = numberOr(item.x, 0);
    const y = numberOr(item.y, 0);
    const viewportWidth = numberOr(item.viewportWidth, null);
    const documentHeight = numberOr(item.documentHeight, null);
    if ([x, y, viewportWidth, documentHeight].some((v) => v === undefined) || (x as number) < 0 || (y as number) < 0) {
      return { ok: false, error: "invalid_position", index };
    }
    const comment = typeof item.comment === "string" ? item.comment.trim() : "";
    if (!comment) return { ok: false, error: "blank_comment", index };
    const timestamp =
      typeof item.timestamp === "string" && !Number.isNaN(Date.parse(item.timestamp)) ? item.timestamp : now.toISOString();
    const parsed = annotationSchema.safeParse({
      id: uniqueId(item.id, annotations),
      x,
      y,
      comment,
      mode: mode as ViewMode,
      timestamp,
      viewportWidth: viewportWidth && viewportWidth > 0 ? viewportWidth : null,
      documentHeight: documentHeight && documentHeight > 0 ? documentHeight : null,
      ...pinContext(item),
    });
    if (!parsed.success) return { ok: false, error: "invalid_annotations", index };
    annotations.push(parsed.data);
  }
  return { ok: true, annotations };
}
