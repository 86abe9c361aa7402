/**
 * Server test files that never use the test database server (TEST_DATABASE_URL): rules, formats,
 * providers, and the embedded data folder's own processes (spawned servers on a DATA_DIR, the PGlite
 * format move). The PostgreSQL pass of the API tests (`TEST_DATABASE_URL=… npm run test:api`, as
 * CI runs it) leaves them out: it would run them again unchanged. `database-independent.test.ts`
 * checks that none of them reaches for the test database.
 */
export const DATABASE_INDEPENDENT_TESTS = [
  "src/auth/allowed-endpoints.test.ts",
  "src/auth/company-cache.test.ts",
  "src/auth/session-cache.test.ts",
  "src/db/connection-errors.test.ts",
  "src/db/pglite-template.test.ts",
  "src/db/pglite-upgrade.test.ts",
  "src/env.test.ts",
  "src/lib/address-key.test.ts",
  "src/lib/atomic-write.test.ts",
  "src/lib/client-ip.test.ts",
  "src/lib/critical-css.test.ts",
  "src/lib/csv.test.ts",
  "src/lib/error-codes.test.ts",
  "src/lib/log-format.test.ts",
  "src/lib/same-secret.test.ts",
  "src/lib/security-headers.test.ts",
  "src/lib/storable-text.test.ts",
  "src/modules/billing/billing-decision.test.ts",
  "src/modules/demo-site/bridge-routes.test.ts",
  "src/modules/demo-site/sample-site.test.ts",
  "src/modules/devices/user-agent.test.ts",
  "src/modules/files/file-names.test.ts",
  "src/modules/invoices/bidi-text.test.ts",
  "src/modules/invoices/invoice-pdf.test.ts",
  "src/modules/module-shape.test.ts",
  "src/modules/notifications/email/every-kind.test.ts",
  "src/modules/notifications/email/render.test.ts",
  "src/openapi/web-api-types.test.ts",
  "src/ops/data-folder-in-use.test.ts",
  "src/ops/data-folder-lock.test.ts",
  "src/ops/shutdown.test.ts",
  "src/providers/email/smtp-email.test.ts",
  "src/providers/payments/stripe-payments.test.ts",
  "src/providers/sms/twilio-sms.test.ts",
  "src/providers/storage/s3-storage.test.ts",
];
