import type { MilestonesResponse } from "@portal/shared/milestone-contracts";
import { HttpResponse, http } from "msw";

/** `GET /api/admin/projects/:projectId/milestones`: none yet (the screens under test show them, they are not about them). */
export const noMilestones = () =>
  http.get("/api/admin/projects/:projectId/milestones", () => HttpResponse.json({ milestones: [] } satisfies MilestonesResponse));
