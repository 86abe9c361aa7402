import { z } from "zod";

/**
 * "Assigned to me" (decision 096): the admin lists of projects, revisions and tickets take
 * `assigned=me` to show only what is assigned to the signed-in staff member. A role that reaches
 * only assigned projects (a designer) always gets that view.
 */
export const assignedQueryField = { assigned: z.enum(["me"]).optional() };
