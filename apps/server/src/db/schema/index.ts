export * from "./auth.ts";
export * from "./billing.ts";
export * from "./files.ts";
export * from "./idempotency.ts";
export * from "./invoices.ts";
export * from "./projects.ts";
export * from "./settings.ts";
export * from "./support.ts";
