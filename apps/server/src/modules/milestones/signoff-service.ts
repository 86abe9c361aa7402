import type { approveMilestoneRequest, MilestoneApproval } from "@portal/shared/milestone-contracts";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { milestoneApprovals, milestones, profiles, projects, revisions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nextVersion } from "../../lib/preconditions.ts";
import { renderPdf } from "../../pdf/render-pdf.ts";
import { getAgencySettings } from "../agency/index.ts";
import { deleteStoredFiles, storeUpload } from "../files/index.ts";
import { notify } from "../notifications/index.ts";
import { issueMilestoneInvoice } from "./milestone-invoice.ts";
import { publishMilestonesChanged } from "./milestone-service.ts";
import { listMilestones, milestoneLabel, toApproval } from "./milestone-view.ts";
import { fetchReviewedPages } from "./reviewed-pages.ts";

type Deps = Pick<AppDeps, "db" | "providers" | "config" | "log">;

const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
const BROWSER_MAX = 500;

/** Where and with what the client approved: their address and browser, as the request gives them. */
export interface SignerContext {
  address: string | null;
  browser: string | null;
}

/** A milestone of the client's own project (another client's answers as a missing one). */
async function clientMilestone(db: Database | Transaction, clientId: string, id: string, lock: boolean) {
  const query = db
    .select({ milestone: milestones, project: { id: projects.id, clientId: projects.clientId, demoUrl: projects.demoUrl } })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(eq(milestones.id, id), eq(projects.clientId, clientId)));
  const [row] = lock ? await query.for("update", { of: milestones }) : await query;
  if (!row) throw new AppError("milestone_not_found", "Milestone not found.");
  return row;
}

const notAwaiting = () => new AppError("milestone_not_awaiting_approval", "This milestone is not waiting for approval.");

/** The client's project's milestones. */
export async function listMilestonesOfClient(db: Database, clientId: string) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId));
  return project ? listMilestones(db, project.id) : [];
}

/**
 * The client signs a milestone off (decision 098): the reviewed pages are fetched as served now
 * and hashed, the certificate is rendered and stored with the project, then one transaction
 * writes the append-only record and marks the milestone approved, and tells the admins. A
 * milestone not awaiting approval, or approved meanwhile by a second request, is refused (and
 * the second request's certificate removed again).
 */
export async function approveMilestone(
  deps: Deps,
  signer: { id: string },
  id: string,
  input: z.output<typeof approveMilestoneRequest>,
  context: SignerContext,
): Promise<MilestoneApproval> {
  const { milestone, project } = await clientMilestone(deps.db, signer.id, id, false);
  if (milestone.state !== "awaiting_approval" || !project.demoUrl) throw notAwaiting();
  const demoUrl = project.demoUrl;
  const reviewed = await fetchReviewedPages(demoUrl, milestone.reviewPages);
  const [settings, [client]] = await Promise.all([
    getAgencySettings(deps.db),
    deps.db
      .select({ email: profiles.email, fullName: profiles.fullName, businessName: profiles.businessName })
      .from(profiles)
      .where(eq(profiles.id, signer.id)),
  ]);
  const recordId = crypto.randomUUID();
  const approvedAt = new Date();
  const browser = context.browser?.slice(0, BROWSER_MAX) ?? null;
  const bytes = await renderPdf({
    kind: "certificate",
    input: {
      recordId,
      agencyName: settings.identity.name,
      client: [client?.businessName, client?.fullName, client?.email].filter(Boolean).join(" · "),
      milestone: { en: milestone.titleEn, he: milestone.titleHe },
      signerName: input.fullName,
      approvedAt,
      timeZone: settings.region.timeZone,
      address: context.address,
      browser,
      demoUrl,
      versionLabel: milestone.versionLabel,
      pages: reviewed.pages,
      contentSha256: reviewed.contentSha256,
    },
  });
  const fileName = `signoff-${recordId.slice(0, 8)}.pdf`;
  const files = { db: deps.db, storage: deps.providers.storage };
  const stored = await storeUpload(files, {
    ownerId: project.clientId,
    purpose: "signoff_certificate",
    file: new File([bytes], fileName, { type: "application/pdf" }),
    kind: "invoice",
    maxBytes: CERTIFICATE_MAX_BYTES,
    fileName,
  });
  let recorded: { inserted: typeof milestoneApprovals.$inferSelect; locked: typeof milestones.$inferSelect };
  try {
    recorded = await deps.db.transaction(async (tx) => {
      const { milestone: locked } = await clientMilestone(tx, signer.id, id, true);
      const samePages = JSON.stringify(locked.reviewPages) === JSON.stringify(milestone.reviewPages);
      if (locked.state !== "awaiting_approval" || !samePages || locked.versionLabel !== milestone.versionLabel)
        throw notAwaiting();
      const [inserted] = await tx
        .insert(milestoneApprovals)
        .values({
          id: recordId,
          milestoneId: id,
          projectId: project.id,
          clientId: project.clientId,
          milestoneTitle: milestoneLabel(locked),
          approvedAt,
          signerId: signer.id,
          signerName: input.fullName,
          address: context.address,
          browser,
          demoUrl,
          versionLabel: locked.versionLabel,
          pages: reviewed.pages,
          contentSha256: reviewed.contentSha256,
          certificateFileId: stored.id,
        })
        .onConflictDoNothing({ target: milestoneApprovals.milestoneId })
        .returning();
      if (!inserted) throw notAwaiting();
      await tx
        .update(milestones)
        .set({ state: "approved", updatedAt: nextVersion(milestones.updatedAt) })
        .where(eq(milestones.id, id));
      await notify(tx, deps.config.notifications.timing, {
        key: `milestone.approved:${id}`,
        kind: "milestone_approved",
        to: "admins",
        data: {
          clientId: project.clientId,
          milestoneId: id,
          milestone: milestoneLabel(locked),
          client: client?.fullName || client?.email || "",
          signer: input.fullName,
        },
      });
      return { inserted, locked };
    });
  } catch (error) {
    await removeUnlinked(files, stored.id, id);
    throw error;
  }
  await publishMilestonesChanged(deps, project);
  const { inserted, locked } = recorded;
  // A milestone invoiced on its due date or at the project's start is left to the schedule (decision 103).
  if (locked.amountCents && client && locked.invoiceOn === "approval") {
    // The approval stands whatever happens here: an invoice that fails is logged (a known gap, see
    // decision 098); the unique milestone index keeps any later issue to one invoice.
    await issueMilestoneInvoice(deps, {
      milestoneId: id,
      title: milestoneLabel(locked),
      amountCents: locked.amountCents,
      clientId: project.clientId,
      clientEmail: client.email,
      issuedAt: approvedAt,
      invoiceOn: "approval",
    }).catch((error: unknown) => deps.log.error({ err: error, milestoneId: id }, "the milestone's invoice could not be issued"));
    await deps.providers.events.publish({ type: "invoices.changed", audience: project.clientId, data: {} });
  }
  return toApproval(inserted);
}

/** The certificate of an approval that was not recorded (refused, or failed) is removed again. */
async function removeUnlinked(
  files: { db: Database; storage: AppDeps["providers"]["storage"] },
  fileId: string,
  milestoneId: string,
) {
  const [record] = await files.db
    .select({ fileId: milestoneApprovals.certificateFileId })
    .from(milestoneApprovals)
    .where(eq(milestoneApprovals.milestoneId, milestoneId));
  if (record?.fileId !== fileId) await deleteStoredFiles(files, [fileId]);
}

/**
 * The client answered an approval request with a revision request (the revision dialog, pins
 * included): the milestone waits on the agency again, tied to that request.
 */
export async function requestMilestoneChanges(deps: Deps, clientId: string, id: string, revisionId: string) {
  const project = await deps.db.transaction(async (tx) => {
    const { milestone, project } = await clientMilestone(tx, clientId, id, true);
    if (milestone.state !== "awaiting_approval") throw notAwaiting();
    const [revision] = await tx
      .select({ id: revisions.id })
      .from(revisions)
      .where(and(eq(revisions.id, revisionId), eq(revisions.projectId, project.id)));
    if (!revision) throw new AppError("revision_not_found", "Revision request not found.");
    await tx
      .update(milestones)
      .set({ state: "changes_requested", changesRevisionId: revisionId, updatedAt: nextVersion(milestones.updatedAt) })
      .where(eq(milestones.id, id));
    return project;
  });
  await publishMilestonesChanged(deps, project);
  return listMilestones(deps.db, project.id);
}
