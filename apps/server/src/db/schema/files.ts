import { FILE_PURPOSES } from "@portal/shared/constants";
import { bigint, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { createdAt, id, oneOf } from "./columns.ts";

/**
 * Every stored file. Private files are served only through `/api/files/:id` to their owner and
 * to admins; feature images are public. The owner is kept null once a user is deleted so that
 * bookkeeping files (invoices) stay reachable by admins.
 */
export const files = pgTable(
  "files",
  {
    id: id(),
    ownerId: uuid("owner_id").references(() => profiles.id, { onDelete: "set null" }),
    purpose: text("purpose").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("files_purpose_check", oneOf("purpose", FILE_PURPOSES)), index("files_owner_idx").on(t.ownerId)],
);
