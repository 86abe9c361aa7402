import { projects, revisions } from "../db/schema/index.ts";
import { fileOf, PNG_1x1 } from "./sample-files.ts";
import type { TestApp } from "./test-app.ts";

/** A multipart body of text fields and image attachments, as the web app sends it. */
export function form(fields: Record<string, string>, files: File[] = []): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const f of files) body.append("attachments", f);
  return body;
}

export const png = (name = "shot.png") => fileOf(PNG_1x1, name, "image/png");

/** A project with one revision for `clientId` (the revisions module owns the real flow). */
export async function insertRevision(t: TestApp, clientId: string) {
  const [project] = await t.database.db.insert(projects).values({ clientId }).returning();
  const [revision] = await t.database.db
    .insert(revisions)
    .values({ clientId, projectId: project.id, requestNumber: 1, description: "Make the header blue" })
    .returning();
  return revision;
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
