import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";

/** Admin settings of the portal, one row per key (for example `store_open`). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
