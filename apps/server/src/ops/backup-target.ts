import fs from "node:fs";
import path from "node:path";
import { backupFileName } from "./backup-schedule.ts";

/**
 * Where `npm run backup [TARGET]` writes: TARGET relative to where the operator ran `npm run`
 * (npm moves to the project root); a folder (an existing one, or a path ending in a slash) gets
 * a dated archive inside it; nothing given, a dated archive in the current folder.
 */
export function backupTarget(given: string | undefined, now = new Date(), cwd = process.env.INIT_CWD ?? process.cwd()): string {
  if (!given) return path.resolve(cwd, backupFileName(now));
  const target = path.resolve(cwd, given);
  const isFolder = /[\\/]$/.test(given) || fs.statSync(target, { throwIfNoEntry: false })?.isDirectory();
  if (!isFolder) return target;
  fs.mkdirSync(target, { recursive: true });
  return path.join(target, backupFileName(now));
}
