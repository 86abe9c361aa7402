import { createBrowserRouter, Navigate } from "react-router";
import { RouteErrorPage, RouteLoading } from "@/features/errors";
import { i18n } from "@/lib/i18n";
import { adminRoutes } from "./routes/admin-routes";
import { clientRoutes } from "./routes/client-routes";
import { lazyPage } from "./routes/lazy-page";

const notFound = lazyPage(
  () => import("@/features/errors/pages/not-found-page"),
  (m) => m.NotFoundPage,
);

// Every screen sits under one root with an error boundary and a first-load fallback; the two areas
// have their own boundary inside the layout, so a failing screen keeps the sidebar.
export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      {
        path: "/",
        // The page and its texts in parallel.
        lazy: lazyPage(
          () => Promise.all([import("@/features/landing/pages/landing-page"), i18n.loadNamespaces("landing")]),
          ([m]) => m.LandingPage,
        ),
      },
      {
        path: "/login",
        lazy: lazyPage(
          () => import("@/features/auth/pages/login-page"),
          (m) => m.LoginPage,
        ),
      },
      {
        path: "/set-password",
        lazy: lazyPage(
          () => import("@/features/auth/pages/set-password-page"),
          (m) => m.SetPasswordPage,
        ),
      },
      {
        path: "/dashboard",
        // The frame (guard, layout, drawer, sign-out) loads in parallel with the screen's own chunk.
        lazy: lazyPage(
          () => import("./routes/guarded-areas"),
          (m) => m.ClientArea,
        ),
        // Unknown paths inside an area are guarded too, so a client never learns which admin pages exist.
        children: [{ ErrorBoundary: RouteErrorPage, children: [...clientRoutes, { path: "*", lazy: notFound }] }],
      },
      {
        path: "/admin",
        lazy: lazyPage(
          () => import("./routes/guarded-areas"),
          (m) => m.AdminArea,
        ),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              ...adminRoutes,
              { path: "*", lazy: notFound },
            ],
          },
        ],
      },
      { path: "/invoices", element: <Navigate to="/dashboard/invoices" replace /> },
      { path: "/store", element: <Navigate to="/dashboard/store" replace /> },
      { path: "/support", element: <Navigate to="/dashboard/support" replace /> },
      { path: "/settings", element: <Navigate to="/dashboard/settings" replace /> },
      { path: "*", lazy: notFound },
    ],
  },
]);
