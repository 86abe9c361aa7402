import { type ComponentType, lazy } from "react";
import type { RouteObject } from "react-router";

/** What app/router.tsx finds in a route's `handle`. */
export interface RouteHandle {
  /** Starts loading the route's code (once; later calls return the same promise). */
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded route page: each page is its own chunk, loaded on first visit. `handle.preload`
 * lets the router start every matched route's load at once (an area's frame and its screen in
 * parallel, not one after the other).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, "element" | "handle"> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: pick(module) }));
    return loading;
  };
  const Page = lazy(preload);
  const handle: RouteHandle = { preload };
  return { element: <Page />, handle };
}
