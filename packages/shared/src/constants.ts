/** Business constants of the specification (section 9 of both documents). */
export const MAX_REVISION_IMAGES = 5;
export const MAX_REVISION_IMAGE_BYTES = 5 * 1024 * 1024;
/** A pin's screenshot (a JPEG of the visible demo, at most 1280 px wide) is far smaller; this is the ceiling. */
export const MAX_PIN_SCREENSHOT_BYTES = 2 * 1024 * 1024;
export const REVISION_DESCRIPTION_MAX = 1000;
export const MAX_TICKET_ATTACHMENTS = 5;
export const OTP_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const MOBILE_BREAKPOINT_PX = 768;
export const PROFILE_FETCH_DELAY_MS = 100;
export const TICKET_VIEWED_REFRESH_DELAY_MS = 200;
export const NEW_FEATURE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const NEW_FEATURE_RECHECK_MS = 5 * 60 * 1000;
export const NOTIFICATION_REFETCH_MS = 30_000;
export const SUBSCRIPTION_POLL_MS = 10_000;
export const COUNTDOWN_REFRESH_MS = 1000;
export const FEATURE_COMPLETION_DAYS = 30;
export const PURCHASE_COMPLETED_EVENT_DELAY_MS = 2000;
export const TICKET_MESSAGE_PREVIEW_CHARS = 80;
export const REQUEST_NUMBER_PAD = 4;

export const ROLES = ["client", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const PROJECT_STATUSES = ["pending", "in_progress", "ready"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const REVISION_STATUSES = ["pending", "in_progress", "done"] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

export const TICKET_STATUSES = ["new", "in_progress", "resolved", "closed", "archived"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const INVOICE_STATUSES = ["pending", "paid", "overdue"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The reminders of an unpaid invoice (decision 103): a few days before its due date, and once overdue. */
export const INVOICE_REMINDER_KINDS = ["due_soon", "overdue"] as const;

export const BILLING_TYPES = ["one_time", "monthly"] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const PURCHASE_TYPES = ["automatic", "manual"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** `expired`: a checkout the client backed out of or let lapse; never a purchase (admins only). */
export const PAYMENT_STATUSES = ["pending", "paid", "cancelled", "failed", "refunded", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILMENT_STATUSES = ["pending", "in_progress", "completed"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const VIEW_MODES = ["desktop", "mobile"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The demo bridge's protocol version (`/bridge.js`), raised when it gains something; older messages stay understood. */
export const BRIDGE_VERSION = 3;

export const FILE_PURPOSES = [
  "revision_image",
  "ticket_attachment",
  "invoice_file",
  "feature_image",
  "pin_screenshot",
  "agency_logo",
  "agency_icon",
  "signoff_certificate",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const LOCALES = ["en", "he"] as const;
export type Locale = (typeof LOCALES)[number];
/** The chosen language, as a cookie too, so the server sends the prerendered pages in it. */
export const LANGUAGE_COOKIE = "portal.language";

/** The id of the JSON block in which the server hands the web app the signed-in profile. */
export const SESSION_DATA_ID = "portal-session";
