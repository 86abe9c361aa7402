import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";

/**
 * Writes a file so that a reader sees either nothing or all of it, never a half-written file:
 * the bytes go to a temporary name beside it (one no listing of `*.json` or stored key matches),
 * then a rename puts them in place in one step. A crash half-way leaves only the temporary file.
 */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
