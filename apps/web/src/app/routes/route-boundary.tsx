import { Component, type ReactNode, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { RouteErrorPage, RouteLoading } from "@/features/errors/route-error-page";

interface BoundaryProps {
  /** The page's path: a new path clears a shown error, so navigating away recovers. */
  path: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; path: string }> {
  state = { error: null as unknown, path: this.props.path };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; path: string }) {
    return props.path === state.path ? null : { error: null, path: props.path };
  }

  render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * Where child screens render: an error boundary (a screen that throws or whose code cannot load
 * shows RouteErrorPage, not a blank page) and a loading fallback for the first load. Later
 * navigations keep the current screen until the next one's code is there (the router navigates in
 * transitions).
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary path={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
