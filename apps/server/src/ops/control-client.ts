import http from "node:http";
import { CONTROL_BACKUP_PATH } from "./control-routes.ts";
import type { LockHolder } from "./data-folder-lock.ts";
import type { Manifest } from "./manifest.ts";

/**
 * Asks the running portal named in the lock file to write a backup to `file` (its control route).
 * Plain node:http: a large backup may take longer than fetch waits for an answer's headers.
 */
export function askPortalForBackup(holder: LockHolder, file: string): Promise<Manifest> {
  const body = JSON.stringify({ file });
  const url = new URL(CONTROL_BACKUP_PATH, holder.controlUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${holder.token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => {
          try {
            const answer = JSON.parse(text) as { manifest?: Manifest; error?: { message?: string } };
            if (response.statusCode === 200 && answer.manifest) resolve(answer.manifest);
            else
              reject(
                new Error(`The running portal (pid ${holder.pid}) could not write the backup: ${answer.error?.message ?? text}`),
              );
          } catch {
            reject(new Error(`The running portal (pid ${holder.pid}) answered ${response.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on("error", (error) =>
      reject(new Error(`Could not reach the running portal (pid ${holder.pid}) at ${holder.controlUrl}: ${error.message}`)),
    );
    request.end(body);
  });
}
