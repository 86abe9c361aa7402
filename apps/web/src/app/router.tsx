import { createBrowserRouter, Navigate } from "react-router";
import { RouteGuard } from "@/features/auth/components/route-guard";
import { AppLayout } from "./app-layout";
import { adminRoutes } from "./routes/admin-routes";
import { clientRoutes } from "./routes/client-routes";
import { lazyPage } from "./routes/lazy-page";

export const router = createBrowserRouter([
  { path: "/", lazy: lazyPage(() => import("@/features/landing/landing-page"), (m) => m.LandingPage) },
  { path: "/login", lazy: lazyPage(() => import("@/features/auth/pages/login-page"), (m) => m.LoginPage) },
  { path: "/set-password", lazy: lazyPage(() => import("@/features/auth/pages/set-password-page"), (m) => m.SetPasswordPage) },
  {
    path: "/dashboard",
    element: (
      <RouteGuard role="client">
        <AppLayout />
      </RouteGuard>
    ),
    children: clientRoutes,
  },
  {
    path: "/admin",
    element: (
      <RouteGuard role="admin">
        <AppLayout />
      </RouteGuard>
    ),
    children: [{ index: true, element: <Navigate to="/admin/dashboard" replace /> }, ...adminRoutes],
  },
  { path: "/invoices", element: <Navigate to="/dashboard/invoices" replace /> },
  { path: "/store", element: <Navigate to="/dashboard/store" replace /> },
  { path: "/support", element: <Navigate to="/dashboard/support" replace /> },
  { path: "/settings", element: <Navigate to="/dashboard/settings" replace /> },
  { path: "*", lazy: lazyPage(() => import("@/features/errors/not-found-page"), (m) => m.NotFoundPage) },
]);
