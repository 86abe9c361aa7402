import { createHash, randomInt } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import { setupCodes } from "../../db/schema/index.ts";
import { adminExists } from "./admin-exists-service.ts";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const SETUP_CODE_FILE = "setup-code";

/** A new code, `XXXX-XXXX` (about 40 bits). */
function newSetupCode(): string {
  const pick = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${pick()}-${pick()}`;
}

export function hashSetupCode(code: string): string {
  return createHash("sha256").update(`portal-setup:${code.trim().toUpperCase()}`).digest("hex");
}

/**
 * At start: while no admin exists, makes sure this instance has a code every instance accepts
 * (decision 069). The code of an earlier start is reused when the database still knows it;
 * otherwise a new one is stored (only its hash in the database, the code in DATA_DIR/setup-code).
 * Once an admin exists the file is removed and nothing is printed. Returns the code or null.
 */
export async function prepareSetupCode(deps: { db: Database; dataDir: string; log: Logger }): Promise<string | null> {
  const file = path.join(deps.dataDir, SETUP_CODE_FILE);
  if (await adminExists(deps.db)) {
    await fs.rm(file, { force: true });
    return null;
  }
  const previous = (await fs.readFile(file, "utf8").catch(() => "")).trim();
  let code = previous;
  const known = previous
    ? await deps.db.query.setupCodes.findFirst({ where: (t, { eq }) => eq(t.codeHash, hashSetupCode(previous)) })
    : undefined;
  if (!known) {
    code = newSetupCode();
    await deps.db.insert(setupCodes).values({ codeHash: hashSetupCode(code) });
    await fs.mkdir(deps.dataDir, { recursive: true });
    await fs.writeFile(file, `${code}\n`, { mode: 0o600 });
  }
  deps.log.info(`Set-up code: ${code}`);
  deps.log.info("No admin exists yet: open the portal's /setup page and enter this code (also in DATA_DIR/setup-code).");
  return code;
}

/** After the set-up: this instance's code file goes (the codes in the database are already deleted). */
export async function removeSetupCodeFile(dataDir: string): Promise<void> {
  await fs.rm(path.join(dataDir, SETUP_CODE_FILE), { force: true });
}
