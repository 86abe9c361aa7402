import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { adminExists } from "./admin-exists-service.ts";

/** The pages that lead to /setup while the portal has no admin (the web's guard does the same). */
const LEADS_TO_SETUP = /^\/(login|dashboard|admin)?(\/.*)?$/;

/**
 * First run (decision 069): while no admin exists, `/`, `/login` and the signed-in areas answer
 * with a redirect to `/setup` (also without JavaScript); once one exists, `/setup` answers 404.
 * After the set-up `adminExists` is remembered, so this costs nothing on later requests.
 */
export const firstRunRedirect = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const path = c.req.path;
  if (path === "/setup" || path === "/setup/") {
    await next();
    if (await adminExists(c.get("deps").db)) {
      c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
    }
    return;
  }
  if (LEADS_TO_SETUP.test(path) && !(await adminExists(c.get("deps").db))) {
    c.header("Cache-Control", "no-store");
    return c.redirect("/setup", 302);
  }
  return next();
});
