import type { MilestonesResponse } from "@portal/shared/milestone-contracts";
import { HttpResponse, http } from "msw";

/** `GET /api/admin/projects/:projectId/milestones`: none yet (the screens under test show them, they are not about them). */
export const noMilestones = () =>
  http.get("/api/admin/projects/:projectId/milestones", () => HttpResponse.json({ milestones: [] } satisfies MilestonesResponse));

/** `GET /api/projects/mine/milestones`: the client's project has none (the spec's plain project). */
export const noOwnMilestones = () =>
  http.get("/api/projects/mine/milestones", () => HttpResponse.json({ milestones: [] } satisfies MilestonesResponse));
