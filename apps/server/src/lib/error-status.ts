import type { ApiErrorCode } from "@portal/shared/error-codes";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorJson } from "./app-error.ts";

/**
 * The one place a code gets its HTTP status (decision 035). Services throw `AppError(code)`; the
 * error handler, the middleware that answer directly and the Better Auth hooks read the status here.
 * A code added to `API_ERROR_CODES` without a status does not typecheck.
 */
const STATUS_BY_CODE = {
  // Cross-cutting
  internal: 500,
  not_found: 404,
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  forbidden_for_role: 403,
  second_factor_required: 403,
  forbidden_for_right: 403,
  already_in_company: 409,
  not_a_client: 409,
  company_owner_fixed: 409,
  forbidden_origin: 403,
  too_many_requests: 429,
  // Faults and malformed requests
  database_unavailable: 503,
  database_busy: 503,
  invalid_json: 400,
  invalid_text: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  bulk_refused: 409,
  edit_conflict: 412,
  precondition_required: 428,
  // Idempotency-Key
  invalid_idempotency_key: 400,
  idempotency_key_reused: 422,
  idempotency_in_progress: 409,
  // Sign-in and sessions
  too_many_codes: 429,
  sms_budget_exhausted: 503,
  too_many_password_attempts: 429,
  password_not_set: 401,
  password_already_set: 409,
  sign_out_failed: 503,
  sign_in_link_invalid: 400,
  passkey_user_not_verified: 400,
  passkey_name_too_long: 400,
  totp_code_used: 400,
  too_many_streams: 429,
  // Files
  file_too_large: 413,
  invalid_file_type: 400,
  invalid_image: 400,
  too_many_files: 400,
  // Users
  user_not_found: 404,
  client_not_found: 404,
  email_taken: 409,
  phone_taken: 409,
  role_unchanged: 409,
  own_role: 409,
  delete_self: 409,
  last_owner: 409,
  // Projects
  project_not_found: 404,
  project_exists: 409,
  milestone_not_found: 404,
  milestone_not_awaiting_approval: 409,
  invoice_already_paid: 409,
  milestone_approved: 409,
  milestones_exist: 409,
  too_many_milestones: 409,
  milestone_due_date_required: 409,
  milestone_order_mismatch: 409,
  // Revisions
  revision_not_found: 404,
  revision_limit_reached: 409,
  premium_required: 403,
  demo_url_required: 400,
  missing_project: 400,
  description_or_comments_required: 400,
  description_too_long: 400,
  too_many_images: 400,
  status_unchanged: 400,
  invalid_annotations: 400,
  blank_comment: 400,
  invalid_mode: 400,
  invalid_position: 400,
  too_many_annotations: 400,
  // Revision comments' workflow
  comment_not_found: 404,
  comment_reply_required: 400,
  comment_reply_too_long: 400,
  comment_thread_full: 409,
  // Support
  ticket_not_found: 404,
  ticket_closed: 409,
  assignee_not_admin: 400,
  // Invoices
  invoice_not_found: 404,
  invoice_paid_by_checkout: 409,
  // Store and client features
  feature_not_found: 404,
  store_closed: 403,
  feature_already_owned: 409,
  feature_already_subscribed: 409,
  purchase_not_found: 404,
  purchase_completed: 409,
  price_sync_failed: 502,
  // Billing
  already_subscribed: 409,
  checkout_in_progress: 409,
  not_subscribed: 400,
  already_cancelled: 409,
  not_monthly: 400,
  checkout_not_found: 404,
  payment_provider_error: 502,
  invalid_signature: 400,
  webhook_failed: 500,
  // First run and agency settings
  setup_code_invalid: 400,
  too_many_setup_attempts: 429,
  brand_colour_contrast: 400,
} as const satisfies Record<ApiErrorCode, ContentfulStatusCode>;

export type StatusOf<C extends ApiErrorCode> = (typeof STATUS_BY_CODE)[C];

export function statusOf<C extends ApiErrorCode>(code: C): StatusOf<C> {
  return STATUS_BY_CODE[code];
}

/** Answers an error directly (middleware that refuse before any route runs), with the code's status. */
export function errorReply(c: Context, code: ApiErrorCode, message: string, details?: unknown): Response {
  return c.json(errorJson(code, message, details), statusOf(code));
}
