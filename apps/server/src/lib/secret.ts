import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The signing secret: from the environment, or for the embedded set-up a random one kept in
 * `DATA_DIR/auth-secret` (several instances must share one through BETTER_AUTH_SECRET).
 */
export function resolveSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
