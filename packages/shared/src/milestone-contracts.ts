import { z } from "zod";

/**
 * Milestones of a project and their sign-off (decision 098). A milestone moves upcoming ->
 * in progress -> awaiting approval -> approved, or back from awaiting approval to changes
 * requested (and then asked again); approved is final.
 */
export const MILESTONE_STATES = ["upcoming", "in_progress", "awaiting_approval", "changes_requested", "approved"] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

/**
 * When a milestone with an amount issues its invoice (decision 103): when the client approves it,
 * on its due date, or when the project starts (a deposit; the template's Deposit is one).
 */
export const MILESTONE_INVOICE_ON = ["approval", "due_date", "project_start"] as const;
export type MilestoneInvoiceOn = (typeof MILESTONE_INVOICE_ON)[number];

/** The states an admin sets by editing; awaiting approval and approved come only from their actions. */
export const EDITABLE_MILESTONE_STATES = ["upcoming", "in_progress", "changes_requested"] as const;

export const MILESTONES_PER_PROJECT_MAX = 20;
export const MILESTONE_TITLE_MAX = 120;
export const MILESTONE_REVIEW_PAGES_MAX = 10;
export const MILESTONE_VERSION_LABEL_MAX = 60;
export const SIGNER_NAME_MAX = 120;
/** Largest amount a milestone may carry: $1,000,000.00 in cents. */
export const MILESTONE_AMOUNT_MAX_CENTS = 100_000_000;

/**
 * The template offered with a new project: titles in both languages and when each invoices (the
 * Deposit when the project starts, the others on approval); amounts are left to the admin.
 */
export const MILESTONE_TEMPLATE = [
  { en: "Deposit", he: "מקדמה", invoiceOn: "project_start" },
  { en: "Design", he: "עיצוב", invoiceOn: "approval" },
  { en: "Build", he: "פיתוח", invoiceOn: "approval" },
  { en: "Launch", he: "השקה", invoiceOn: "approval" },
] as const satisfies readonly { en: string; he: string; invoiceOn: MilestoneInvoiceOn }[];

const titlePart = z.string().trim().max(MILESTONE_TITLE_MAX);

/** A title per language; at least one of them (the other falls back to it). */
export const milestoneTitleSchema = z
  .object({ en: titlePart, he: titlePart })
  .refine((t) => t.en !== "" || t.he !== "", { message: "milestoneTitleRequired", path: ["en"] });
export type MilestoneTitle = z.infer<typeof milestoneTitleSchema>;

/** A page of the demo to review: a path on the demo's site ("/", "/pricing.html"), the demo URL's query following it. */
export const reviewPagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/([^\s#?/][^\s#?]*)?$/, { message: "reviewPageInvalid" });

const amountCents = z.number().int().min(0).max(MILESTONE_AMOUNT_MAX_CENTS);

export const createMilestoneRequest = z.object({
  title: milestoneTitleSchema,
  /** An instant: the end of the chosen day where the admin is; null when not set. */
  dueAt: z.iso.datetime({ offset: true }).nullable().default(null),
  amountCents: amountCents.nullable().default(null),
  invoiceOn: z.enum(MILESTONE_INVOICE_ON).default("approval"),
});
export type CreateMilestoneInput = z.input<typeof createMilestoneRequest>;

export const updateMilestoneRequest = z
  .object({
    title: milestoneTitleSchema.optional(),
    dueAt: z.iso.datetime({ offset: true }).nullable().optional(),
    amountCents: amountCents.nullable().optional(),
    state: z.enum(EDITABLE_MILESTONE_STATES).optional(),
    invoiceOn: z.enum(MILESTONE_INVOICE_ON).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "nothingToUpdate" });
export type UpdateMilestoneInput = z.input<typeof updateMilestoneRequest>;

/** The new order of all of a project's milestones, by id. */
export const reorderMilestonesRequest = z.object({
  ids: z.array(z.uuid()).min(1).max(MILESTONES_PER_PROJECT_MAX),
});

export const approvalRequestRequest = z.object({
  pages: z.array(reviewPagePath).min(1).max(MILESTONE_REVIEW_PAGES_MAX),
  versionLabel: z.string().trim().max(MILESTONE_VERSION_LABEL_MAX).default(""),
});
export type ApprovalRequestInput = z.input<typeof approvalRequestRequest>;

/** The client's sign-off: their full name typed, and the confirmation ticked. */
export const approveMilestoneRequest = z.object({
  fullName: z.string().trim().min(2, { message: "signerNameRequired" }).max(SIGNER_NAME_MAX),
  confirm: z.literal(true, { message: "approvalConfirmRequired" }),
});
export type ApproveMilestoneInput = z.input<typeof approveMilestoneRequest>;

/** The client asked for changes with a revision request (the one just submitted). */
export const milestoneChangesRequest = z.object({ revisionId: z.uuid() });

/** One reviewed page as the server fetched it at the moment of approval. */
export const reviewedPageSchema = z.object({
  url: z.string(),
  /** SHA-256 of the bytes served, hex; null when the page could not be fetched. */
  sha256: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** HTTP status, or null when there was no answer (timeout, refused, too large). */
  status: z.number().int().nullable(),
});
export type ReviewedPage = z.infer<typeof reviewedPageSchema>;

export const milestoneApprovalSchema = z.object({
  id: z.string(),
  approvedAt: z.string(),
  signerId: z.string().nullable(),
  signerName: z.string(),
  address: z.string().nullable(),
  browser: z.string().nullable(),
  demoUrl: z.string(),
  versionLabel: z.string(),
  pages: z.array(reviewedPageSchema),
  /** SHA-256 over every page's URL and hash, hex: one value naming what was reviewed. */
  contentSha256: z.string(),
  certificateUrl: z.string().nullable(),
});
export type MilestoneApproval = z.infer<typeof milestoneApprovalSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  position: z.number().int(),
  title: z.object({ en: z.string(), he: z.string() }),
  dueAt: z.string().nullable(),
  state: z.enum(MILESTONE_STATES),
  amountCents: z.number().int().nullable(),
  invoiceOn: z.enum(MILESTONE_INVOICE_ON),
  reviewPages: z.array(z.string()),
  versionLabel: z.string(),
  approvalRequestedAt: z.string().nullable(),
  changesRevisionId: z.string().nullable(),
  /** The ETag value of the admin's edit (decision 075). */
  version: z.string(),
  approval: milestoneApprovalSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestonesResponse = z.object({ milestones: z.array(milestoneSchema) });
export type MilestonesResponse = z.infer<typeof milestonesResponse>;

/** The admin's milestone form: titles, the due day ("yyyy-MM-dd" or empty) and the amount as typed ("1500.00" or empty). */
export const milestoneForm = z
  .object({
    titleEn: titlePart,
    titleHe: titlePart,
    due: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, { message: "dueInvalid" }),
    amount: z
      .string()
      .trim()
      .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, { message: "amountInvalid" }),
    invoiceOn: z.enum(MILESTONE_INVOICE_ON),
  })
  .refine((v) => v.titleEn !== "" || v.titleHe !== "", { message: "milestoneTitleRequired", path: ["titleEn"] })
  .refine((v) => v.invoiceOn !== "due_date" || v.due !== "", { message: "invoiceDueDateRequired", path: ["due"] });
export type MilestoneFormInput = z.input<typeof milestoneForm>;
