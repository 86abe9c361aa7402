import { createRouter } from "../../lib/openapi.ts";
import { adminTicketListRoutes } from "./admin-list-routes.ts";
import { adminSupportRoutes } from "./admin-routes.ts";
import { clientSupportRoutes } from "./client-routes.ts";

/** The support center: clients' tickets under /support, the admins' desk under /admin/support-tickets. */
export const supportRoutes = createRouter()
  .route("/", clientSupportRoutes)
  .route("/", adminTicketListRoutes)
  .route("/", adminSupportRoutes);
