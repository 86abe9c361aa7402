import { isLiveEventType, type LiveEventType } from "@portal/shared/live-events";
import type { QueryKey } from "@tanstack/react-query";
import { activityKeys } from "@/features/activity";
import { agencyKeys } from "@/features/agency-settings";
import { billingKeys } from "@/features/billing";
import { clientFeatureKeys } from "@/features/client-features";
import { dashboardChartKeys } from "@/features/dashboard-charts";
import { invoiceKeys } from "@/features/invoices";
import { milestoneKeys } from "@/features/milestones";
import { type KeysForChange, notificationKeys } from "@/features/notifications";
import { projectKeys } from "@/features/projects";
import { revisionKeys } from "@/features/revisions";
import { storeKeys } from "@/features/store";
import { supportKeys } from "@/features/support";

const revisionChange = [revisionKeys.all, projectKeys.all, supportKeys.revisionOptions(), activityKeys.all];
const purchaseChange = [storeKeys.purchases(), clientFeatureKeys.all, activityKeys.all];
const ticketChange = [supportKeys.all, activityKeys.all];
// The admin dashboard's charts count paid invoices, open tickets, revision requests and project statuses.
const charts = dashboardChartKeys.all;

/**
 * What each live event (`packages/shared/src/live-events.ts`) may have changed; `null` refetches
 * everything on screen. Every event must be here: a new one fails the typecheck until it is.
 */
const byType: { [Type in LiveEventType]: readonly QueryKey[] | null } = {
  "invoices.changed": [invoiceKeys.all, activityKeys.all, charts],
  "projects.changed": [projectKeys.all, activityKeys.all, charts],
  // Milestones added, edited, asked for approval or approved; an approval tells the admins too.
  "milestones.changed": [milestoneKeys.all, activityKeys.all, notificationKeys.counts()],
  "billing.updated": [billingKeys.all, invoiceKeys.all, ...purchaseChange, charts],
  "purchase.updated": purchaseChange,
  "store.changed": [storeKeys.all, activityKeys.all],
  "revisions.created": [...revisionChange, charts],
  "revisions.updated": revisionChange,
  "revisions.viewed": [revisionKeys.all],
  "revisions.comment.status": [revisionKeys.all],
  "revisions.comment.reply": [revisionKeys.all],
  "support.ticket.created": [supportKeys.all, charts],
  "support.ticket.reply": [supportKeys.all],
  "support.ticket.status": [...ticketChange, charts],
  // Admins only (decision 050): assignment and internal notes.
  "support.ticket.assigned": [...ticketChange, notificationKeys.counts()],
  "support.ticket.note": ticketChange,
  // The person's session ended or their role changed: everything on screen may be theirs no more.
  "session.invalidated": null,
  // The person's companies or rights changed: what they may see on screen may have changed.
  "companies.changed": null,
  // Settings -> Agency saved (here or on another instance): every page showing the agency refetches
  // (the brand of features/agency sits under the same ["agency"] key).
  "agency.settings.changed": [agencyKeys.all, activityKeys.all],
};

/** The live-update stream's map from a change to the queries to refetch; a type it does not know refetches all. */
export const keysForChange: KeysForChange = (type) => (isLiveEventType(type) ? byType[type] : null);
