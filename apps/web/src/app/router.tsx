import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from "react-router";
import { i18n, loadAllTexts, loadHomeTexts } from "@/lib/i18n";
import { adminRoutes } from "./routes/admin-routes";
import { clientRoutes } from "./routes/client-routes";
import { lazyPage, type RouteHandle, withTexts } from "./routes/lazy-page";
import { RouteOutlet } from "./routes/route-boundary";

const notFound = lazyPage(
  () => import("@/features/errors/pages/not-found-page"),
  (m) => m.NotFoundPage,
);

// Every screen sits under one root with an error boundary and a first-load fallback; the two areas
// have their own inside the layout, so a failing screen keeps the sidebar. The declarative router
// (useRoutes) is half the size of the data router, and nothing here uses loaders or actions.
const routes: RouteObject[] = [
  {
    element: <RouteOutlet />,
    children: [
      {
        path: "/",
        // The page and its texts in parallel.
        ...lazyPage(
          () => Promise.all([import("@/features/landing/pages/landing-page"), i18n.loadNamespaces("landing")]),
          ([m]) => m.LandingPage,
        ),
      },
      {
        path: "/login",
        ...lazyPage(
          () => import("@/features/auth/pages/login-page"),
          (m) => m.LoginPage,
        ),
      },
      {
        path: "/login/link",
        ...lazyPage(
          () => import("@/features/auth/pages/sign-in-link-page"),
          (m) => m.SignInLinkPage,
        ),
      },
      {
        path: "/setup",
        ...lazyPage(
          () => import("@/features/agency-settings/pages/setup-page"),
          (m) => m.SetupPage,
        ),
      },
      {
        path: "/set-password",
        ...lazyPage(
          () => import("@/features/auth/pages/set-password-page"),
          (m) => m.SetPasswordPage,
        ),
      },
      {
        path: "/dashboard",
        // The frame (guard, layout, drawer, sign-out) loads in parallel with the screen's own chunk,
        // with the texts of the frame and the home; the other screens wait for the rest (decision 129).
        ...lazyPage(
          () => withTexts(import("./routes/guarded-areas"), loadHomeTexts()),
          (m) => m.ClientArea,
          { role: "client", prefetch: (m, client) => m.prefetchClientData(client) },
        ),
        // Unknown paths inside an area are guarded too, so a client never learns which admin pages exist.
        children: [{ element: <RouteOutlet />, children: [...clientRoutes, { path: "*", ...notFound }] }],
      },
      {
        path: "/admin",
        ...lazyPage(
          () => withTexts(import("./routes/guarded-areas"), loadAllTexts()),
          (m) => m.AdminArea,
          { role: "admin", prefetch: (m, client) => m.prefetchFirstData(client) },
        ),
        children: [
          {
            element: <RouteOutlet />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              ...adminRoutes,
              { path: "*", ...notFound },
            ],
          },
        ],
      },
      { path: "/invoices", element: <Navigate to="/dashboard/invoices" replace /> },
      { path: "/store", element: <Navigate to="/dashboard/store" replace /> },
      { path: "/support", element: <Navigate to="/dashboard/support" replace /> },
      { path: "/settings", element: <Navigate to="/dashboard/settings" replace /> },
      { path: "*", ...notFound },
    ],
  },
];

/** Starts loading the code of every route the location matches, all at once. */
export function preloadRoutes(pathname: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload()));
}

/** The app's screens for the current location (inside a BrowserRouter, or a StaticRouter when prerendering). */
export function AppRoutes() {
  void preloadRoutes(useLocation().pathname);
  return useRoutes(routes);
}
