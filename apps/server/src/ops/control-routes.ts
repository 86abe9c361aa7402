import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { errorReply } from "../lib/error-status.ts";
import { sameSecret } from "../lib/same-secret.ts";
import type { Manifest } from "./manifest.ts";

/** What a running embedded portal lets the CLI ask of it (decision 072). */
export interface LocalControl {
  /** The token in the data folder's lock file, readable by the folder's owner only. */
  token: string;
  backup(file: string): Promise<Manifest>;
}

export const CONTROL_BACKUP_PATH = "/api/ops/backup";

const backupRequest = z.object({
  file: z
    .string()
    .min(1)
    .refine((file) => path.isAbsolute(file), "an absolute path"),
});

/**
 * `POST /api/ops/backup {file}`: the running portal writes a backup archive through its own
 * database connection, so `npm run backup` never opens an embedded database another process owns.
 * Only with `Authorization: Bearer <the lock file's token>`: whoever may read the data folder may
 * already copy it; nobody else reaches it. Not part of the public API (no OpenAPI entry).
 */
export function controlRoutes(control: LocalControl) {
  return new Hono<AppEnv>().post(CONTROL_BACKUP_PATH, async (c) => {
    const given = c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
    if (!sameSecret(given, control.token)) return errorReply(c, "unauthorized", "A control token is required.");
    const parsed = backupRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return errorReply(c, "invalid_request", "Give the archive's absolute path as `file`.");
    const manifest = await control.backup(parsed.data.file);
    return c.json({ file: parsed.data.file, manifest });
  });
}
