import type { TicketStatus } from "./constants.ts";

/**
 * Every live event the server publishes (`events.publish`) and the web's live-update stream hears,
 * with its payload. A new event goes here first: the publisher then type-checks its payload, and
 * the web's map from events to queries (`apps/web/src/app/live-update-keys.ts`) fails the typecheck
 * until it says what the event changes.
 */
export interface LiveEventPayloads {
  /** A project was created (to the admins, with the client) or changed (to its client). */
  "projects.changed": { projectId: string } | { clientId: string };
  "invoices.changed": Record<string, never>;
  /** A project's milestones changed: added, edited, reordered, asked for approval, approved (to its client and the admins). */
  "milestones.changed": { projectId: string; approved?: string };
  /** A payment event (the provider's event type) changed a client's purchases, premium or invoices. */
  "billing.updated": { event: string };
  "purchase.updated": { purchaseId: string };
  /** The store opened or closed, or the catalogue changed: to everyone. */
  "store.changed": undefined;
  "revisions.created": { revisionId: string };
  "revisions.updated": { revisionId: string };
  "revisions.viewed": { revisionId: string };
  "revisions.comment.status": { revisionId: string; annotationId: string; status: string };
  "revisions.comment.reply": { revisionId: string; annotationId: string };
  "support.ticket.created": { ticketId: string };
  "support.ticket.reply": { ticketId: string };
  "support.ticket.status": { ticketId: string; status: TicketStatus };
  /** Admins only (decision 050). */
  "support.ticket.assigned": { ticketId: string };
  /** Admins only (decision 050). */
  "support.ticket.note": { ticketId: string };
  /** Settings -> Agency saved: every page showing the agency (name, logo, colour, texts) refetches. */
  "agency.settings.changed": undefined;
  /** One session ended (`sessionId`), or all of a person's changed (deletion, role change). */
  "session.invalidated": { sessionId: string } | undefined;
  /**
   * To a person: their companies or their rights in `accountId` changed (invited, rights changed,
   * removed, their session switched company, the company's profile edited; decision 121).
   */
  "companies.changed": { accountId: string };
}

export type LiveEventType = keyof LiveEventPayloads;

/** An event without its audience: a type with exactly its own payload (optional where it has none). */
export type LiveEvent = {
  [K in LiveEventType]: undefined extends LiveEventPayloads[K]
    ? { type: K; data?: LiveEventPayloads[K] }
    : { type: K; data: LiveEventPayloads[K] };
}[LiveEventType];

const EVENT_TYPES: Record<LiveEventType, true> = {
  "projects.changed": true,
  "invoices.changed": true,
  "milestones.changed": true,
  "billing.updated": true,
  "purchase.updated": true,
  "store.changed": true,
  "revisions.created": true,
  "revisions.updated": true,
  "revisions.viewed": true,
  "revisions.comment.status": true,
  "revisions.comment.reply": true,
  "support.ticket.created": true,
  "support.ticket.reply": true,
  "support.ticket.status": true,
  "support.ticket.assigned": true,
  "support.ticket.note": true,
  "agency.settings.changed": true,
  "session.invalidated": true,
  "companies.changed": true,
};

/** Whether a type heard on the wire is one of ours (the stream carries it as a string). */
export function isLiveEventType(type: string): type is LiveEventType {
  return Object.hasOwn(EVENT_TYPES, type);
}
