/**
 * The portal's one error vocabulary. Every error a person can meet has a code here, and the web app
 * has a message for every code in both languages (`apps/web/src/locales/{en,he}/errors.json`,
 * checked by a test). Adding a code: add it to the right list, then the typecheck and the locale
 * test say where a message is missing. See docs/decisions/023-one-error-vocabulary.md.
 */

/** Codes the portal's own API answers in `{ error: { code, message } }` (`AppError` takes only these; the server gives each its HTTP status). */
export const API_ERROR_CODES = [
  // Cross-cutting
  "internal",
  "not_found",
  "invalid_request",
  "unauthorized",
  "forbidden",
  // An agency role without the capability a route declares (decision 096)
  "forbidden_for_role",
  // Staff without a second factor while the agency requires one (decision 108)
  "second_factor_required",
  // A colleague in a client company without the right a client route declares (decision 106)
  "forbidden_for_right",
  // Client companies' teams (decision 106): a person already in the company, an agency account, the owner's own row
  "already_in_company",
  "not_a_client",
  "company_owner_fixed",
  "forbidden_origin",
  "too_many_requests",
  // Faults and malformed requests (decisions 013 and 014)
  "database_unavailable",
  // A statement that waited too long for a lock or ran too long (decision 073)
  "database_busy",
  "invalid_json",
  "invalid_text",
  "payload_too_large",
  "unsupported_media_type",
  "method_not_allowed",
  // Bulk actions of the admin lists (decision 051)
  "bulk_refused",
  // Conditional requests: a change made from a stale version (decision 075)
  "edit_conflict",
  // A change that must name the version it was made from and did not (decision 120)
  "precondition_required",
  // Idempotency-Key (decision 019)
  "invalid_idempotency_key",
  "idempotency_key_reused",
  "idempotency_in_progress",
  // Sign-in and sessions (also answered under /api/auth)
  "too_many_codes",
  "sms_budget_exhausted",
  "too_many_password_attempts",
  "password_not_set",
  "password_already_set",
  "sign_out_failed",
  // A used or expired e-mailed sign-in link (decision 108)
  "sign_in_link_invalid",
  // Passkeys (decision 113)
  "passkey_user_not_verified",
  "passkey_name_too_long",
  // An authenticator code used for a sign-in already (decision 119)
  "totp_code_used",
  "too_many_streams",
  // Files
  "file_too_large",
  "invalid_file_type",
  "invalid_image",
  "too_many_files",
  // Users
  "user_not_found",
  "client_not_found",
  "email_taken",
  "phone_taken",
  "role_unchanged",
  "own_role",
  "delete_self",
  "last_owner",
  // Projects
  "project_not_found",
  "project_exists",
  // Milestones and sign-off (decision 098)
  "milestone_not_found",
  "milestone_not_awaiting_approval",
  "invoice_already_paid",
  "milestone_approved",
  "milestones_exist",
  "too_many_milestones",
  "milestone_due_date_required",
  "milestone_order_mismatch",
  // Revisions
  "revision_not_found",
  "revision_limit_reached",
  "premium_required",
  "demo_url_required",
  "missing_project",
  "description_or_comments_required",
  "description_too_long",
  "too_many_images",
  "status_unchanged",
  "invalid_annotations",
  "blank_comment",
  "invalid_mode",
  "invalid_position",
  "too_many_annotations",
  // Revision comments' workflow
  "comment_not_found",
  "comment_reply_required",
  "comment_reply_too_long",
  "comment_thread_full",
  // Support
  "ticket_not_found",
  "ticket_closed",
  "assignee_not_admin",
  // Invoices
  "invoice_not_found",
  "invoice_paid_by_checkout",
  // Store and client features
  "feature_not_found",
  "store_closed",
  "feature_already_owned",
  "feature_already_subscribed",
  "purchase_not_found",
  "purchase_completed",
  "price_sync_failed",
  // Billing
  "already_subscribed",
  "not_subscribed",
  "already_cancelled",
  "not_monthly",
  "checkout_not_found",
  "checkout_in_progress",
  "payment_provider_error",
  "invalid_signature",
  "webhook_failed",
  // First run and agency settings (decision 069)
  "setup_code_invalid",
  "too_many_setup_attempts",
  "brand_colour_contrast",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Codes Better Auth (under /api/auth) answers to the flows the web uses: sending and verifying an
 * SMS code, setting a password from the invitation link, and signing in with e-mail and password.
 * Its rate limiter answers 429 without a code (the web reads the status).
 */
export const AUTH_ERROR_CODES = [
  "INVALID_PHONE_NUMBER",
  "OTP_NOT_FOUND",
  "OTP_EXPIRED",
  "INVALID_OTP",
  "TOO_MANY_ATTEMPTS",
  "INVALID_TOKEN",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "INVALID_EMAIL",
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_PASSWORD",
  "USER_NOT_FOUND",
  "FAILED_TO_CREATE_SESSION",
  "VALIDATION_ERROR",
  "INVALID_ORIGIN",
  "MISSING_OR_NULL_ORIGIN",
  // The authenticator app and recovery codes (two-factor plugin, decision 108)
  "TOTP_ALREADY_ENABLED",
  "TOTP_NOT_ENABLED",
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "ACCOUNT_TEMPORARILY_LOCKED",
  "INVALID_TWO_FACTOR_COOKIE",
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * Codes only the web app produces: the request never got an answer, or a change was refused
 * because the session ended meanwhile (a 401 on a write; decision 076).
 */
export const CLIENT_ERROR_CODES = ["network_error", "session_ended"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export const ERROR_CODES = [...API_ERROR_CODES, ...AUTH_ERROR_CODES, ...CLIENT_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const known = new Set<string>(ERROR_CODES);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && known.has(value);
}

const apiCodes = new Set<string>(API_ERROR_CODES);
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === "string" && apiCodes.has(value);
}
