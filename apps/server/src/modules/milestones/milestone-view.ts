import type { Milestone, MilestoneApproval } from "@portal/shared/milestone-contracts";
import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { milestoneApprovals, milestones } from "../../db/schema/index.ts";
import { versionOf } from "../../lib/preconditions.ts";
import { fileUrl } from "../files/index.ts";

/** A milestone row with its version (decision 075). */
export const versionedMilestone = { ...getTableColumns(milestones), version: versionOf(milestones.updatedAt) };
export type VersionedMilestoneRow = typeof milestones.$inferSelect & { version: string };
type ApprovalRow = typeof milestoneApprovals.$inferSelect;

export function toApproval(row: ApprovalRow): MilestoneApproval {
  return {
    id: row.id,
    approvedAt: row.approvedAt.toISOString(),
    signerId: row.signerId,
    signerName: row.signerName,
    address: row.address,
    browser: row.browser,
    demoUrl: row.demoUrl,
    versionLabel: row.versionLabel,
    pages: row.pages,
    contentSha256: row.contentSha256,
    certificateUrl: row.certificateFileId ? fileUrl(row.certificateFileId) : null,
  };
}

function toMilestone(row: VersionedMilestoneRow, approval: ApprovalRow | undefined): Milestone {
  return {
    id: row.id,
    projectId: row.projectId,
    position: row.position,
    title: { en: row.titleEn, he: row.titleHe },
    dueAt: row.dueAt?.toISOString() ?? null,
    state: row.state as Milestone["state"],
    amountCents: row.amountCents,
    invoiceOn: row.invoiceOn as Milestone["invoiceOn"],
    reviewPages: row.reviewPages,
    versionLabel: row.versionLabel,
    approvalRequestedAt: row.approvalRequestedAt?.toISOString() ?? null,
    changesRevisionId: row.changesRevisionId,
    version: row.version,
    approval: approval ? toApproval(approval) : null,
  };
}

/** A project's milestones in their order, each with its sign-off record when approved. */
export async function listMilestones(db: Database | Transaction, projectId: string): Promise<Milestone[]> {
  const rows = await db
    .select(versionedMilestone)
    .from(milestones)
    .where(eq(milestones.projectId, projectId))
    .orderBy(asc(milestones.position), asc(milestones.createdAt));
  const approvedIds = rows.filter((r) => r.state === "approved").map((r) => r.id);
  const approvals =
    approvedIds.length === 0
      ? []
      : await db.select().from(milestoneApprovals).where(inArray(milestoneApprovals.milestoneId, approvedIds));
  const byMilestone = new Map(approvals.map((a) => [a.milestoneId, a]));
  return rows.map((row) => toMilestone(row, byMilestone.get(row.id)));
}

/** What the trail records of a milestone: the fields admins change. */
export function auditedMilestone(row: typeof milestones.$inferSelect) {
  return {
    titleEn: row.titleEn,
    titleHe: row.titleHe,
    dueAt: row.dueAt?.toISOString() ?? null,
    amountCents: row.amountCents,
    invoiceOn: row.invoiceOn,
    state: row.state,
  };
}

/** The label of a milestone in the trail and on notifications. */
export function milestoneLabel(row: { titleEn: string; titleHe: string }): string {
  return row.titleEn || row.titleHe;
}
