import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { publicRoute } from "../../auth/route-access.ts";
import { currentMailBrand } from "../../lib/current-brand.ts";
import { createRouter } from "../../lib/openapi.ts";
import { unsubscribePage } from "./email/unsubscribe-page.tsx";
import { unsubscribe, unsubscribeLanguage } from "./preferences-service.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

const query = z.object({ token: z.string().min(1).max(300) });
const page = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

/** The signed link's route: `success` describes its page; a link that is not valid answers 400. */
const linkRoute = (method: "get" | "post", success: string) =>
  publicRoute({
    method,
    path: "/notifications/unsubscribe",
    tags: ["notifications"],
    request: { query },
    responses: { 200: page(success), 400: page("The link is not valid") },
  });

/** The page in the link's recipient's language: at `state`, or the invalid link's (400) when there is none. */
async function answerPage(c: Context<AppEnv>, token: string, state: "confirm" | "done" | null, action?: string) {
  const { db, config } = c.get("deps");
  const language = await unsubscribeLanguage(db, config.notifications.secret, token);
  const brand = await currentMailBrand(db, config.publicUrl);
  return state
    ? c.html(unsubscribePage(brand, language, state, action), 200)
    : c.html(unsubscribePage(brand, language, "invalid"), 400);
}

/**
 * One-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` to the link;
 * a person opening it gets a page with one button that posts the same. No session: the link is signed.
 */
export const unsubscribeRoutes = createRouter()
  .openapi(linkRoute("get", "A page with one Unsubscribe button"), async (c) => {
    const { token } = c.req.valid("query");
    const valid = readUnsubscribeToken(c.get("deps").config.notifications.secret, token) !== null;
    const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    return answerPage(c, token, valid ? "confirm" : null, action);
  })
  .openapi(linkRoute("post", "Unsubscribed"), async (c) => {
    const { db, config } = c.get("deps");
    const { token } = c.req.valid("query");
    const done = await unsubscribe(db, config.notifications.secret, token);
    return answerPage(c, token, done ? "done" : null);
  });
