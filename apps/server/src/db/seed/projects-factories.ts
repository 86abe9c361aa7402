import type { Annotation } from "@portal/shared/annotations";
import type { ProjectStatus, RevisionStatus } from "@portal/shared/constants";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { projects, revisions, subscribers } from "../schema/index.ts";
import { companyAuthor } from "./company-author.ts";

export interface ProjectInput {
  status?: ProjectStatus;
  progress?: number;
  demoUrl?: string | null;
  estimatedDelivery?: Date | null;
  createdAt?: Date;
}

/** Inserts a client's project; used by the demo data and by tests. */
export async function createProject(db: Database, clientId: string, input: ProjectInput = {}) {
  const [row] = await db
    .insert(projects)
    .values({
      clientId,
      status: input.status ?? "pending",
      progress: input.progress ?? 0,
      demoUrl: input.demoUrl ?? null,
      estimatedDelivery: input.estimatedDelivery ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row;
}

/** Makes a person premium: a subscribed row whose period ends `days` from now. */
export async function createActiveSubscription(db: Database, user: { id: string; email: string }, days = 30) {
  const now = Date.now();
  const [row] = await db
    .insert(subscribers)
    .values({
      userId: user.id,
      email: user.email,
      subscribed: true,
      subscriptionTier: "premium",
      subscriptionStart: new Date(now),
      subscriptionEnd: new Date(now + days * 24 * 3600 * 1000),
    })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: { subscribed: true, subscriptionEnd: new Date(now + days * 24 * 3600 * 1000) },
    })
    .returning();
  return row;
}

/** Adds a revision to a project as the submit flow would (request number = new revision count). */
export async function createRevision(
  db: Database,
  project: { id: string; clientId: string },
  input: {
    description?: string;
    status?: RevisionStatus;
    annotations?: Annotation[];
    imageFileIds?: string[];
    createdAt?: Date;
  } = {},
) {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(projects)
      .set({ revisionCount: sql`${projects.revisionCount} + 1` })
      .where(eq(projects.id, project.id))
      .returning({ revisionCount: projects.revisionCount });
    const [row] = await tx
      .insert(revisions)
      .values({
        clientId: project.clientId,
        ...companyAuthor(project.clientId),
        projectId: project.id,
        requestNumber: counted.revisionCount,
        description: input.description ?? "Please update the colours",
        status: input.status ?? "pending",
        imageFileIds: input.imageFileIds ?? [],
        annotations: input.annotations?.length ? input.annotations : null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning();
    return row;
  });
}
