import { z } from "zod";
import { publicRoute } from "../../auth/route-access.ts";
import { currentMailBrand } from "../../lib/current-brand.ts";
import { createRouter } from "../../lib/openapi.ts";
import { unsubscribePage } from "./email/unsubscribe-page.tsx";
import { unsubscribe, unsubscribeLanguage } from "./preferences-service.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

const query = z.object({ token: z.string().min(1).max(300) });
const page = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

/**
 * One-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` to the link;
 * a person opening it gets a page with one button that posts the same. No session: the link is signed.
 */
export const unsubscribeRoutes = createRouter()
  .openapi(
    publicRoute({
      method: "get",
      path: "/notifications/unsubscribe",
      tags: ["notifications"],
      request: { query },
      responses: { 200: page("A page with one Unsubscribe button"), 400: page("The link is not valid") },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const { token } = c.req.valid("query");
      const language = await unsubscribeLanguage(db, config.notifications.secret, token);
      const brand = await currentMailBrand(db, config.publicUrl);
      const valid = readUnsubscribeToken(config.notifications.secret, token) !== null;
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      return valid
        ? c.html(unsubscribePage(brand, language, "confirm", action), 200)
        : c.html(unsubscribePage(brand, language, "invalid"), 400);
    },
  )
  .openapi(
    publicRoute({
      method: "post",
      path: "/notifications/unsubscribe",
      tags: ["notifications"],
      request: { query },
      responses: { 200: page("Unsubscribed"), 400: page("The link is not valid") },
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      const { token } = c.req.valid("query");
      const language = await unsubscribeLanguage(db, config.notifications.secret, token);
      const done = await unsubscribe(db, config.notifications.secret, token);
      const brand = await currentMailBrand(db, config.publicUrl);
      return done
        ? c.html(unsubscribePage(brand, language, "done"), 200)
        : c.html(unsubscribePage(brand, language, "invalid"), 400);
    },
  );
