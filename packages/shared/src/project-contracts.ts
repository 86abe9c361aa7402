import { z } from "zod";
import { assignedQueryField } from "./assignment-contracts.ts";
import { PROJECT_STATUSES } from "./constants.ts";
import { MILESTONE_STATES } from "./milestone-contracts.ts";
import { pageInfoFields, pageQueryFields, sortContract } from "./pagination.ts";

export const projectSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  status: z.enum(PROJECT_STATUSES),
  progress: z.number().int(),
  revisionCount: z.number().int(),
  demoUrl: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  /** The staff member the project is assigned to (decision 096), or null. */
  assigneeId: z.string().nullable(),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** A demo URL must be http(s); an empty field means none (saved as null). */
const demoUrlField = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/[^\s/?#.][^\s/?#]*(?::\d+)?(?:[/?#]\S*)?$/i.test(v), {
    message: "demoUrlInvalid",
  })
  .nullable();

/**
 * Admin project edit. Every field is optional (remove-demo-URL sends only `demoUrl: null`).
 * The estimated delivery is an instant: the admin's browser sends the end of the chosen day in
 * the admin's time zone; null clears it.
 */
export const updateProjectRequest = z
  .object({
    status: z.enum(PROJECT_STATUSES).optional(),
    estimatedDelivery: z.iso.datetime({ offset: true }).nullable().optional(),
    demoUrl: demoUrlField.optional(),
    /** Assigns the project to a staff member, or to no one (null). */
    assigneeId: z.uuid().nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "nothingToUpdate" });
export type UpdateProjectInput = z.input<typeof updateProjectRequest>;

/** The admin's project edit form: the delivery as its date field holds it ("yyyy-MM-dd" or empty). */
export const projectEditForm = z.object({
  status: z.enum(PROJECT_STATUSES),
  delivery: z.string(),
  demoUrl: demoUrlField,
  /** The staff member the project is assigned to, or "" for nobody (decision 096). */
  assigneeId: z.string(),
});
export type ProjectEditFormInput = z.input<typeof projectEditForm>;

/** The admin's bridge check: one demo address, required. */
export const bridgeCheckForm = z.object({
  url: demoUrlField.refine((v) => v !== null, { message: "demoUrlRequired" }),
});
export type BridgeCheckFormInput = z.input<typeof bridgeCheckForm>;

export const createProjectRequest = z.object({ clientId: z.uuid() });

export const adminProjectRowSchema = projectSchema.extend({
  clientEmail: z.string(),
  clientName: z.string(),
  businessName: z.string().nullable(),
  /**
   * The project's milestones as the progress rule reads them (`computeProgressWithMilestones`,
   * decision 105), in their order; empty for a project without milestones.
   */
  milestones: z.array(z.object({ state: z.enum(MILESTONE_STATES), dueAt: z.string().nullable(), position: z.number().int() })),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;

export const clientWithoutProjectSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  createdAt: z.string(),
});

/** The admin dashboard's filters: search on the client, delivery due by (an instant: the end of the day where the admin is). */
/** Columns the dashboard's projects sort by; newest project first by default. */
export const PROJECT_SORT = sortContract(["client", "status", "progress", "revisions", "delivery", "created"], {
  sort: "created",
  dir: "desc",
});

export type ProjectSortKey = (typeof PROJECT_SORT.keys)[number];

export const adminProjectsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  deliveryBefore: z.iso.datetime({ offset: true }).optional(),
  ...assignedQueryField,
  ...pageQueryFields,
  ...PROJECT_SORT.fields,
  /** The page of "Clients Without Projects". */
  withoutPage: pageQueryFields.page,
});
export type AdminProjectsQuery = z.output<typeof adminProjectsQuery>;

export const adminProjectsResponse = z.object({
  totalClients: z.number().int(),
  activeProjects: z.number().int(),
  completedProjects: z.number().int(),
  /** One page of the projects matching the filters. */
  projects: z.array(adminProjectRowSchema),
  ...pageInfoFields,
  clientsWithoutProjects: z.object({ clients: z.array(clientWithoutProjectSchema), ...pageInfoFields }),
});
export type AdminProjectsResponse = z.infer<typeof adminProjectsResponse>;
