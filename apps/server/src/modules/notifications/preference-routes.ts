import { notificationPreferences, notificationPreferencesView, profileLanguage } from "@portal/shared/notification-contracts";
import { signedInRoute } from "../../auth/route-access.ts";
import { currentUser } from "../../auth/session-middleware.ts";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.ts";
import * as shape from "../../lib/route-shapes.ts";
import { getPreferences, setLanguage, setPreferences } from "./preferences-service.ts";

/** A person's e-mail choices and the language their e-mails are written in. */
export const preferenceRoutes = createRouter();

preferenceRoutes
  .openapi(
    signedInRoute({
      method: "get",
      path: "/notifications/preferences",
      tags: ["notifications"],
      responses: {
        200: jsonContent(notificationPreferencesView, "The choice per category of the person's role"),
        401: errorResponses[401],
      },
    }),
    async (c) => c.json(await getPreferences(c.get("deps").db, currentUser(c)), 200),
  )
  .openapi(
    signedInRoute({
      method: "put",
      path: "/notifications/preferences",
      tags: ["notifications"],
      request: { body: shape.jsonBody(notificationPreferences) },
      responses: shape.readAnswers(notificationPreferencesView, "The choices as saved"),
    }),
    async (c) => c.json(await setPreferences(c.get("deps").db, currentUser(c), c.req.valid("json")), 200),
  )
  .openapi(
    signedInRoute({
      method: "put",
      path: "/me/language",
      tags: ["notifications"],
      request: { body: shape.jsonBody(profileLanguage) },
      responses: { 204: { description: "Saved; e-mails to the person use it" }, ...errorResponses },
    }),
    async (c) => {
      const { id } = currentUser(c);
      await setLanguage(c.get("deps").db, id, c.req.valid("json").language);
      // This instance's next answer carries the new language; others' within the cache's 30 s.
      c.get("deps").sessionCache?.invalidate(id);
      return c.body(null, 204);
    },
  );
