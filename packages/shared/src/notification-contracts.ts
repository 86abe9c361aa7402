import { z } from "zod";

/** Badge counts of the sidebar; each role gets its own set. */
export const notificationCounts = z.discriminatedUnion("role", [
  z.object({ role: z.literal("client"), invoices: z.number().int(), support: z.number().int() }),
  z.object({
    role: z.literal("admin"),
    revisions: z.number().int(),
    features: z.number().int(),
    tickets: z.number().int(),
  }),
]);
export type NotificationCounts = z.infer<typeof notificationCounts>;
