export * from "./auth.ts";
export * from "./billing.ts";
export * from "./events.ts";
export * from "./files.ts";
export * from "./invoices.ts";
export * from "./projects.ts";
export * from "./settings.ts";
export * from "./support.ts";
